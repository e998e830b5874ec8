/**
 * Test kit of the wallet screens, one method at a time: an MSW server (content service from the
 * real schemas/cms files plus the operator calls each test declares; any other request fails),
 * and a renderer with i18n, toasts and a router whose /payment/status shows the id it was given.
 * The sample data is ./sampleSessions.ts, shared with the page kit, stories, e2e and bench.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { configureHttp } from '../../../api/client.ts';
import { endpoints, type EndpointName, AUTH_BASE, PORTAL_BASE } from '../../../api/endpoints.ts';
import { setRuntimeConfig } from '../../../api/runtimeConfig.ts';
import type { PaymentOption } from '../../../api/wire.ts';
import { createTestI18n } from '../../../content/testing.ts';
import { ToastProvider } from '../../../ui/index.ts';
import type { MethodProps } from '../methods/types.ts';
import { cmsFileHandler, cmsTexts } from './paymentTestKit.tsx';
import { prepaidSessionWithEmail, sampleConfig } from './sampleSessions.ts';

const API = 'http://api.test';
const CMS = 'http://cms.test';

/** The sandbox's keypair: the portal encrypts with the public key, tests may decrypt. */
export const publicKeyPem = readFileSync(
  resolve(process.cwd(), 'sandbox/keys/sandbox-public.pem'),
  'utf8',
);

/** Absolute URL of an operator call. */
export function apiUrl(name: EndpointName): string {
  const endpoint = endpoints[name];
  return `${API}${endpoint.service === 'auth' ? AUTH_BASE : PORTAL_BASE}/${endpoint.path}`;
}

/** A success envelope. */
export const success = (result: unknown) =>
  HttpResponse.json({ statusCode: 200, status: 'success', message: 'OK', result });

/** A business failure: HTTP 200 with the code in statusCode. */
export const failure = (code: string | number, message: string, result?: unknown) =>
  HttpResponse.json({
    statusCode: code,
    status: 'failure',
    message,
    ...(result === undefined ? {} : { result }),
  });

/** The JSON `data` of a POST body. */
export async function dataOf(request: Request): Promise<Record<string, unknown>> {
  const body = (await request.clone().json()) as { data?: Record<string, unknown> };
  return body.data ?? {};
}

/** The MSW server of a test file; started strict (an unhandled request is an error). */
export function setupPaymentServer() {
  const server = setupServer(cmsFileHandler(CMS));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    setRuntimeConfig({
      portalBase: `${API}${PORTAL_BASE}`,
      authBase: `${API}${AUTH_BASE}`,
      contentBase: CMS,
      rsaPublicKey: publicKeyPem,
    });
    configureHttp({ retryDelayMs: 0 });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { use: (...handlers: HttpHandler[]) => server.use(...handlers) };
}

/** The happy payment OTP: refId R1, code 123456 verifies with a Bearer token. */
export function otpHandlers(
  verify: (otp: string) => Response | Promise<Response> = () =>
    success({ uniqueCode: 'UC1', tokenType: 'Bearer', accessToken: 'TKN1' }),
) {
  return [
    http.post(apiUrl('paymentOtpSend'), () => success({ refId: 'R1' })),
    http.post(apiUrl('paymentOtpVerify'), async ({ request }) =>
      verify(String((await dataOf(request)).otp)),
    ),
  ];
}

export const testSession = prepaidSessionWithEmail;

export const testConfig = sampleConfig('{}');

/** Props of a method under test. */
export function methodProps(
  options: PaymentOption[],
  overrides: Partial<MethodProps> = {},
): MethodProps {
  return {
    session: testSession,
    options,
    config: testConfig,
    charge: { amount: 1000, currency: 'TZS' },
    ...overrides,
  };
}

function StatusStub() {
  const [params] = useSearchParams();
  return <h1>Status of {params.get('id')}</h1>;
}

/** Renders a method on /payment/start/x with i18n (EN or SW, texts from the CMS files) and toasts. */
export function renderMethod(ui: ReactElement, language: 'en' | 'sw' = 'en') {
  const i18n = createTestI18n(
    cmsTexts(['payment-methods-translation', 'validation-translation']),
    language,
  );
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider defaultDurationMs={10_000}>
        <MemoryRouter initialEntries={['/payment/start/x']}>
          <Routes>
            <Route path="/payment/start/x" element={ui} />
            <Route path="/payment/status" element={<StatusStub />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </I18nextProvider>,
  );
  return { user, i18n, ...view };
}

/** Waits until the form's submit button `name` is enabled (the CMS form has loaded), then clicks it. */
export async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** Types the 4 PIN digits into the open PIN dialog and presses Pay. */
export async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const dialog = await screen.findByRole('dialog', { name: /wallet PIN/i });
  await user.click(await within(dialog).findByLabelText(/digit 1 of 4/i));
  await user.keyboard(pin);
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
}

/** Types the 6 OTP digits into the boxes of the open OTP dialog (the last one verifies). */
export async function typeOtp(user: ReturnType<typeof userEvent.setup>, code: string) {
  const dialog = await screen.findByRole('dialog', {
    name: /verification code|nambari ya uthibitisho/i,
  });
  const first = await within(dialog).findByRole('textbox', { name: /digit 1 of 6/i });
  await user.click(first);
  await user.keyboard(code);
}
