import JSEncrypt from 'jsencrypt';
import { runtimeConfig } from '../../../api/runtimeConfig.ts';

/** RSA padding of the PIN: OAEP with SHA-256 (default) or PKCS#1 v1.5 for a backend that needs it. */
export type PinPadding = 'oaep' | 'pkcs1';

/** Overrides of {@link encryptPin}; both default to the runtime configuration. */
export interface EncryptPinOptions {
  /** PEM public key, e.g. SmartCash's encryptionKeyDetails.key; else runtimeConfig().rsaPublicKey. */
  publicKey?: string;
  padding?: PinPadding;
}

/**
 * Encrypts a 4-digit wallet PIN with the operator's RSA public key and returns it base64-encoded.
 * The clear PIN is only a parameter here: it is never stored, logged or kept after the call.
 * Rejects (throws) when no key is configured or the key is unusable, so a PIN never leaves in clear.
 */
export function encryptPin(pin: string, options: EncryptPinOptions = {}): string {
  const config = runtimeConfig();
  const publicKey = options.publicKey || config.rsaPublicKey;
  const padding = options.padding ?? config.pinPadding;
  if (!publicKey) throw new Error('PIN encryption: no public key configured');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const cipher = padding === 'pkcs1' ? rsa.encrypt(pin) : rsa.encryptOAEP(pin);
  if (cipher === false || cipher === '') throw new Error('PIN encryption failed');
  return cipher;
}
