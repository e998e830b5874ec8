import { afterEach, describe, expect, it, vi } from 'vitest';
import { abandonScript, loadScript, paystackKey } from './paystack.ts';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('paystack loader', () => {
  it('loads a script once per URL and resolves when it has loaded', async () => {
    const first = loadScript('/inline-a.js');
    const again = loadScript('/inline-a.js');
    expect(again).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="/inline-a.js"]');
    expect(scripts).toHaveLength(1);
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  // CARD-8
  it('gives up when the card machine abandons it, removes the tag and lets a later call try again', async () => {
    const attempt = loadScript('/inline-b.js');
    abandonScript('/inline-b.js');
    await expect(attempt).rejects.toThrow('timed out');
    expect(document.head.querySelector('script[src="/inline-b.js"]')).toBeNull();
    expect(loadScript('/inline-b.js')).not.toBe(attempt);
  });

  it('rejects when the script fails to load', async () => {
    const attempt = loadScript('/inline-c.js');
    document.head.querySelector('script[src="/inline-c.js"]')?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('failed to load');
  });

  // CARD-6
  it('reads the public key from the payStackConfig JSON, empty when unreadable', () => {
    expect(paystackKey('{"key":"pk_test_1"}')).toBe('pk_test_1');
    expect(paystackKey('not json')).toBe('');
    expect(paystackKey(undefined)).toBe('');
  });
});
