/**
 * The Paystack inline popup: a tiny script loader with a timeout, and the popup call. The script
 * URL comes from the runtime config (the sandbox serves a stand-in with the same API).
 */

/** What `PaystackPop.setup` takes (the subset the portal uses). */
export interface PaystackOptions {
  key: string;
  email: string;
  /** In the smallest unit: amount x 100 (spec section 9). */
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

/** Payment channels of the card screens (spec section 9). */
export const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer'];

export const SCRIPT_TIMEOUT_MS = 20_000;

const loading = new Map<string, Promise<void>>();

/** Loads a script once per URL; rejects on error or after `timeoutMs` (and lets a later call retry). */
export function loadScript(url: string, timeoutMs: number = SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error(`Script timed out: ${url}`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(url);
      reject(error);
    }
    script.src = url;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`Script failed to load: ${url}`));
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
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
