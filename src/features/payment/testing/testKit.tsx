/**
 * The payment kit's adapter for component tests: the strict screen-test server of src/testing
 * answering with the kit's handlers (./paymentHandlers.ts, the stories' too), renderers of the
 * payment pages and of one method, and the payer's steps in the OTP and PIN dialogs. Sample data
 * is ./sampleSessions.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { afterEach, expect } from 'vitest';
import type { PaymentOption } from '../../../api/wire.ts';
import { cmsTexts } from '../../../testing/cmsTexts.ts';
import { renderRoutes, type Language, type User } from '../../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../../testing/testServer.ts';
import { PAYMENT_TOAST_DURATION_MS } from '../../../ui/toastContext.ts';
import { savePaymentSession, type PaymentSessionData } from '../../../session/paymentSession.ts';
import type { MethodProps } from '../methods/types.ts';
import { basePaymentHandlers } from './paymentHandlers.ts';
import { paymentRoutes } from './paymentRoutes.tsx';
import { prepaidSession, sampleMethodProps, sampleOptionsOf } from './sampleSessions.ts';

export { apiUrl, balanceOf, otpHandlers, recordedPayment } from './paymentHandlers.ts';
export type { User } from '../../../testing/renderScreen.tsx';

// Lazy route chunks and MSW round trips can take over a second on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

/** The sandbox's keypair: the portal encrypts PINs with the public key, tests may decrypt. */
const publicKeyPem = readFileSync(
  resolve(process.cwd(), 'sandbox/keys/sandbox-public.pem'),
  'utf8',
);

/**
 * The MSW server of a payment test file: src/testing's strict server (a request without a handler
 * fails the test it came from) starting from the payment pages' CMS, config and options, with the
 * sandbox's RSA public key; `afterEachTest` adds the file's own clean-up (mocks, stubbed globals).
 */
export function setUpPaymentServer(afterEachTest?: () => void) {
  const server = setUpTestServer(basePaymentHandlers(), { config: { rsaPublicKey: publicKeyPem } });
  if (afterEachTest) afterEach(afterEachTest);
  return server;
}

/** Stores a payment session as the page that starts a payment would. */
export function givenSession(session: PaymentSessionData = prepaidSession): void {
  savePaymentSession(session);
}

const paymentTexts = (...namespaces: string[]) => ({
  resources: cmsTexts(...namespaces, 'validation-translation', 'otp-translation'),
  toastDurationMs: PAYMENT_TOAST_DURATION_MS,
});

/** Renders the payment routes at `path` in EN (default) or SW with the real payment texts. */
export function renderPayment(path: string, language: Language = 'en') {
  return renderRoutes(paymentRoutes(), path, { ...paymentTexts('payment-translation'), language });
}

function StatusStub() {
  const [params] = useSearchParams();
  return <h1>Status of {params.get('id')}</h1>;
}

/** Renders one method on /payment/start/x; its /payment/status shows the id it was given. */
export function renderMethod(ui: ReactElement, language: Language = 'en') {
  return renderRoutes(
    [
      { path: '/payment/start/x', element: ui },
      { path: '/payment/status', element: <StatusStub /> },
    ],
    '/payment/start/x',
    { ...paymentTexts('payment-methods-translation'), language },
  );
}

/**
 * The server of a method's test file and a renderer of that method with the sample options of
 * `type` (props from `sampleMethodProps`, `overrides` on top); `props` are its default props.
 */
export function setUpMethodTests(Method: ComponentType<MethodProps>, type: PaymentOption['type']) {
  const server = setUpPaymentServer();
  const props = sampleMethodProps(sampleOptionsOf(type));
  const render = (overrides: Partial<MethodProps> = {}, language: Language = 'en') =>
    renderMethod(<Method {...props} {...overrides} />, language);
  return { server, props, render };
}

/** Waits until the form's submit button `name` is enabled (the CMS form has loaded), then clicks it. */
export async function clickWhenEnabled(user: User, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeAvailable());
  await user.click(button);
}

/** Presses the form's `button` once enabled, then types the right OTP (123456) in its dialog. */
export async function submitAndVerify(user: User, button: string) {
  await clickWhenEnabled(user, button);
  await typeOtp(user, '123456');
}

/**
 * The method went to the status page of `transactionId` after one initiation only, and that
 * initiation carried at least `initiation`.
 */
export async function expectInitiatedOnce(
  sent: { initiations: unknown[] },
  transactionId: string,
  initiation: Record<string, unknown>,
) {
  expect(await screen.findByRole('heading', { name: `Status of ${transactionId}` })).toBeVisible();
  expect(sent.initiations).toHaveLength(1);
  expect(sent.initiations[0]).toMatchObject(initiation);
}

/** Types the 4 PIN digits into the open PIN dialog and presses Pay. */
export async function typePin(user: User, pin: string) {
  const dialog = await screen.findByRole('dialog', { name: /wallet PIN/i });
  await user.click(await within(dialog).findByLabelText(/digit 1 of 4/i));
  await user.keyboard(pin);
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
}

/** Types the 6 OTP digits into the boxes of the open OTP dialog (the last one verifies). */
export async function typeOtp(user: User, code: string) {
  const dialog = await screen.findByRole('dialog', {
    name: /verification code|nambari ya uthibitisho/i,
  });
  const first = await within(dialog).findByRole('textbox', { name: /digit 1 of 6/i });
  await user.click(first);
  await user.keyboard(code);
}
