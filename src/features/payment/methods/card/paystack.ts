/**
 * The Paystack inline popup: a tiny script loader and the popup call; how long the load may take
 * is the card machine's delay. The script URL comes from the runtime config (the sandbox serves a
 * stand-in with the same API).
 */
import { trustedScriptUrl } from '../../../../security/trustedTypes.ts';

/** What `PaystackPop.setup` takes (the subset the portal uses). */
export interface PaystackOptions {
  key: string;
  email: string;
  /** In the smallest unit: amount x 100 (CARD-4). */
  amount: number;
  ref: string;
  currency: string;
  channels: string[];
  callback: (response: { reference: string }) => void;
  onClose: () => void;
}

interface PaystackPop {
  setup(options: PaystackOptions): { openIframe(): void };
}

declare global {
  interface Window {
    PaystackPop?: PaystackPop;
  }
}

/** Payment channels of the card screens (CARD-5). */
export const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer'];

interface Loading {
  promise: Promise<void>;
  fail: (error: Error) => void;
}

const loading = new Map<string, Loading>();

/**
 * Loads a script once per URL; rejects on error. How long to wait is the card machine's
 * `paystackScriptLoad` delay: when it runs out the machine stops the popup actor, which calls
 * {@link abandonScript}.
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known.promise;
  const script = document.createElement('script');
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    fail = (error) => {
      script.remove();
      loading.delete(url);
      reject(error);
    };
    script.src = trustedScriptUrl(url);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => fail(new Error(`Script failed to load: ${url}`));
    document.head.appendChild(script);
  });
  // A later load of the same URL after success reuses the script; after a failure it retries.
  loading.set(url, { promise, fail });
  void promise.then(
    () => loading.set(url, { promise, fail: () => {} }),
    () => {},
  );
  return promise;
}

/** Gives up a script still loading: removes its tag, rejects its load, lets a later call retry. */
export function abandonScript(url: string): void {
  loading.get(url)?.fail(new Error(`Script timed out: ${url}`));
}

/** The public key inside config payStackConfig (a JSON string holding `key`), or ''. */
export function paystackKey(payStackConfig: string | undefined): string {
  try {
    const parsed = JSON.parse(payStackConfig ?? '') as { key?: unknown };
    return typeof parsed.key === 'string' ? parsed.key : '';
  } catch {
    return '';
  }
}

/** Loads the script and opens the popup; rejects when the script or its API is missing. */
export async function openPaystack(scriptUrl: string, options: PaystackOptions): Promise<void> {
  await loadScript(scriptUrl);
  const pop = window.PaystackPop;
  if (!pop) throw new Error('PaystackPop is missing after the script loaded');
  pop.setup(options).openIframe();
}
