/**
 * The portal encrypts PINs with jsencrypt (encryptOAEP, SHA-256) and the public key of
 * /config.json; the sandbox must decrypt exactly that output.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxForFile, verifiedPaymentOtp, RECHARGE_TZS_1000 } from './harness.ts';
import type { InitiationResult } from '../../src/api/wire.ts';

const h = sandboxForFile();

type JSEncryptCtor = new () => {
  setPublicKey(key: string): void;
  encryptOAEP(text: string): string | false;
  encrypt(text: string): string | false;
};
let JSEncrypt: JSEncryptCtor;
beforeAll(async () => {
  // jsencrypt's random source looks for `window` and `self`; Node's global has crypto.getRandomValues.
  const g = globalThis as { window?: unknown; self?: unknown };
  g.window ??= globalThis;
  g.self ??= globalThis;
  JSEncrypt = (await import('jsencrypt')).JSEncrypt as unknown as JSEncryptCtor;
});

async function payWith(encrypt: (e: InstanceType<JSEncryptCtor>) => string | false) {
  const key = ((await (await h.raw('/config.json')).json()) as { rsaPublicKey: string })
    .rsaPublicKey;
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key);
  const amPin = encrypt(encryptor);
  expect(typeof amPin).toBe('string');
  const { authorization, uniqueCode } = await verifiedPaymentOtp(h, '712000001');
  const data = {
    ...RECHARGE_TZS_1000,
    mobileNumber: '712000001',
    paymentMobile: '0712000001',
    paymentMode: 'TWIGA_MONEY',
    uniqueCode,
  };
  const init = await h.call('authInitiate', { data, headers: { Authorization: authorization } });
  const transactionId = (init.body.result as InitiationResult).transactionId;
  return h.call('authProcess', {
    data: {
      transactionId,
      isSubscriberRequest: true,
      paymentMode: 'TWIGA_MONEY',
      proccessFlag: true,
      amPin,
    },
    headers: { Authorization: authorization },
  });
}

describe('PIN encrypted by jsencrypt', () => {
  // PIN-2
  it('encryptOAEP output of 1234 decrypts and pays', async () => {
    expect((await payWith((e) => e.encryptOAEP('1234'))).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
    });
  });

  it('PKCS#1 v1.5 output (jsencrypt encrypt) decrypts too', async () => {
    expect((await payWith((e) => e.encrypt('1234'))).body.status).toBe('success');
  });

  // PIN-3
  it('a wrong PIN encrypted the same way answers 1004', async () => {
    expect((await payWith((e) => e.encryptOAEP('4321'))).body).toMatchObject({
      statusCode: '1004',
      result: { attemptsLeft: 4 },
    });
  });
});
