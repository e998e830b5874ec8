import { constants, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../api/runtimeConfig.ts';
import { encryptPin } from './encryptPin.ts';

// Vitest runs from the repository root; the sandbox keypair is the operator's stand-in.
const keyFile = (name: string) =>
  readFileSync(resolve(process.cwd(), 'sandbox/keys', name), 'utf8');
const publicKey = keyFile('sandbox-public.pem');
const privateKey = keyFile('sandbox-private.pem');

const decryptOaep = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
const decryptPkcs1 = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

const attempt = (fn: () => string) => {
  try {
    return fn();
  } catch {
    return undefined;
  }
};

afterEach(() => setRuntimeConfig({}));

describe('encryptPin', () => {
  // PIN-2
  it('encrypts with RSA-OAEP SHA-256 by default, which the operator key decrypts back to the PIN', () => {
    setRuntimeConfig({ rsaPublicKey: publicKey });
    const cipher = encryptPin('1234');
    expect(cipher).not.toContain('1234');
    expect(decryptOaep(cipher)).toBe('1234');
    // Node may throw or (implicit rejection) return noise: either way not the PIN.
    expect(attempt(() => decryptPkcs1(cipher))).not.toBe('1234');
  });

  it('uses PKCS#1 v1.5 when the configuration asks for it', () => {
    setRuntimeConfig({ rsaPublicKey: publicKey, pinPadding: 'pkcs1' });
    const cipher = encryptPin('4321');
    expect(decryptPkcs1(cipher)).toBe('4321');
  });

  it('takes a per-call key and padding (SmartCash sends its own key)', () => {
    setRuntimeConfig({ rsaPublicKey: '' });
    expect(decryptOaep(encryptPin('1111', { publicKey, padding: 'oaep' }))).toBe('1111');
    expect(decryptPkcs1(encryptPin('2222', { publicKey, padding: 'pkcs1' }))).toBe('2222');
  });

  it('gives a different cipher each time (random padding), so equal PINs are not recognisable', () => {
    setRuntimeConfig({ rsaPublicKey: publicKey });
    expect(encryptPin('1234')).not.toBe(encryptPin('1234'));
  });

  it('refuses to send a PIN when no key is configured', () => {
    setRuntimeConfig({ rsaPublicKey: '' });
    expect(() => encryptPin('1234')).toThrow(/no public key/);
  });
});
