/**
 * The sandbox-only RSA-2048 keypair (sandbox/keys/). The portal encrypts wallet PINs with the
 * public key from /config.json; the sandbox decrypts them here, as the operator would.
 */
import { constants, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const keyPath = (file: string) => fileURLToPath(new URL(`../keys/${file}`, import.meta.url));

/** PEM public key (SPKI), served as rsaPublicKey and as SmartCash's encryption key. */
export const publicKeyPem = readFileSync(keyPath('sandbox-public.pem'), 'utf8');
const privateKeyPem = readFileSync(keyPath('sandbox-private.pem'), 'utf8');

function tryDecrypt(buf: Buffer, padding: number, oaepHash?: string): string | undefined {
  try {
    return privateDecrypt(
      { key: privateKeyPem, padding, ...(oaepHash ? { oaepHash } : {}) },
      buf,
    ).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Decrypts a base64 PIN: OAEP with SHA-256 (jsencrypt's encryptOAEP), else PKCS#1 v1.5.
 * Undefined when neither works, which the caller treats as a wrong PIN.
 */
export function decryptPin(base64: string): string | undefined {
  const buf = Buffer.from(base64, 'base64');
  if (buf.length === 0) return undefined;
  return (
    tryDecrypt(buf, constants.RSA_PKCS1_OAEP_PADDING, 'sha256') ??
    tryDecrypt(buf, constants.RSA_PKCS1_PADDING)
  );
}
