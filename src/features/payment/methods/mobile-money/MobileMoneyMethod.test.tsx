import { constants, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import MobileMoneyMethod from './MobileMoneyMethod.tsx';
import { bodyData, failure, ok } from '../../../../testing/envelope.ts';
import {
  apiUrl,
  clickWhenEnabled,
  otpHandlers,
  setUpMethodTests,
  submitAndVerify,
  typePin,
} from '../../testing/testKit.tsx';
import { sampleConfig } from '../../testing/sampleSessions.ts';

const { server, render } = setUpMethodTests(MobileMoneyMethod, 'AM');
const privateKey = readFileSync(resolve(process.cwd(), 'sandbox/keys/sandbox-private.pem'), 'utf8');
const decrypt = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

const validNumber = http.post(apiUrl('validateNumber'), () => ok('PREPAID'));
const settled = http.get(apiUrl('status'), () =>
  ok({ transactionId: 'MM-1', transactionStatus: 'SUCCESS' }),
);

/** Answers the PIN call: 1234 is right; each wrong PIN counts down; the fifth locks (1006). */
function walletWithPin(seen: { auth?: string | null; payloads: Record<string, unknown>[] }) {
  let wrong = 0;
  return http.post(apiUrl('authProcess'), async ({ request }) => {
    seen.auth = request.headers.get('authorization');
    const data = await bodyData(request);
    seen.payloads.push(data);
    if (decrypt(String(data.amPin)) === '1234')
      return ok({ transactionId: 'MM-1', transactionStatus: 'SUCCESS' });
    wrong += 1;
    if (wrong >= 2) return failure('1006', 'Your wallet PIN is locked.', { attemptsLeft: 0 });
    return failure('1004', 'Please enter correct PIN', { attemptsLeft: 5 - wrong });
  });
}

/**
 * A Twiga number that pays with OTP then PIN: the number check, the OTP, the authorised
 * initiation and the PIN call (plus `more`); returns what the PIN call saw.
 */
function givenPinWallet(...more: HttpHandler[]) {
  const seen: { auth?: string | null; payloads: Record<string, unknown>[] } = { payloads: [] };
  server.use(
    validNumber,
    ...otpHandlers(),
    http.post(apiUrl('authInitiate'), () => ok({ transactionId: 'MM-1' })),
    walletWithPin(seen),
    ...more,
  );
  return seen;
}

describe('MobileMoneyMethod', () => {
  // WAL-5, WAL-6
  it('says the number is not a Twiga number when the operator check fails, and keeps Continue disabled', async () => {
    server.use(http.post(apiUrl('validateNumber'), () => failure('400', 'Invalid Mobile No')));
    const { user } = render();
    const phone = await screen.findByRole('textbox', { name: /mobile number/i });
    await user.clear(phone);
    await user.tab();
    expect(await screen.findByText('Phone No is required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();
    await user.type(phone, '719999999');
    expect(await screen.findByText('Please enter valid Twiga number')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();
  });

  // PIN-3, PIN-4, WAL-2
  it('pays with OTP then PIN: wrong PIN shows the attempts left, then the locked message', async () => {
    const seen = givenPinWallet();
    const { user } = render();
    await submitAndVerify(user, 'Continue');
    await typePin(user, '1111');
    const pinDialog = screen.getByRole('dialog', { name: 'Enter your wallet PIN' });
    expect(await within(pinDialog).findByRole('alert')).toHaveTextContent(
      'Please enter correct PIN',
    );
    expect(within(pinDialog).getByText('Attempts left: 4')).toBeVisible();
    expect(seen.auth).toBe('Bearer TKN1');
    expect(seen.payloads[0]).toMatchObject({
      transactionId: 'MM-1',
      paymentMode: 'TWIGA_MONEY',
      paymentMobile: '0712000001',
    });

    await typePin(user, '2222');
    const locked = await screen.findByRole('dialog', { name: 'Wallet PIN locked' });
    expect(within(locked).getByRole('alert')).toHaveTextContent(
      'Your Twiga Money PIN is locked after too many incorrect attempts. To unlock it, visit a Twiga shop or call customer care on 100.',
    );
  });

  it('goes to the status page after the right PIN, and no PIN is left in any storage', async () => {
    const seen = givenPinWallet(settled);
    const { user } = render();
    await submitAndVerify(user, 'Continue');
    await typePin(user, '1234');
    expect(await screen.findByRole('heading', { name: 'Status of MM-1' })).toBeVisible();
    const cipher = String(seen.payloads[0]?.amPin);
    expect(cipher).not.toContain('1234');
    expect(decrypt(cipher)).toBe('1234');
    for (const storage of [sessionStorage, localStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const value = storage.getItem(storage.key(i) ?? '') ?? '';
        expect(value).not.toContain('1234');
        expect(value).not.toContain(cipher);
      }
    }
  });

  // WAL-1
  it('sends a push request with the processing overlay when the PIN option is off', async () => {
    let processed: Record<string, unknown> | undefined;
    let statusChecks = 0;
    let approve = () => {};
    const approved = new Promise<void>((done) => (approve = done));
    server.use(
      validNumber,
      http.post(apiUrl('initiate'), () => ok({ transactionId: 'MM-2' })),
      http.post(apiUrl('process'), async ({ request }) => {
        processed = await bodyData(request);
        await approved; // the subscriber approves on the phone while the overlay shows
        return ok({ transactionId: 'MM-2', transactionStatus: 'SUCCESS' });
      }),
      http.get(
        apiUrl('status'),
        () => ((statusChecks += 1), ok({ transactionId: 'MM-2', transactionStatus: 'SUCCESS' })),
      ),
    );
    const { user } = render({ config: { ...sampleConfig(), enableAmPin: false } });
    await clickWhenEnabled(user, 'Continue');
    expect(await screen.findByText(/We sent a payment request to your phone/)).toBeVisible();
    expect(screen.getByText('Processing your payment')).toBeVisible();
    approve();
    expect(await screen.findByRole('heading', { name: 'Status of MM-2' })).toBeVisible();
    expect(processed).toMatchObject({
      transactionId: 'MM-2',
      paymentMode: 'TWIGA_MONEY',
      paymentMobile: '0712000001',
    });
    expect(processed).not.toHaveProperty('amPin');
    expect(statusChecks).toBe(1);
  });
});
