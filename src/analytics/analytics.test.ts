import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { track } from './analytics.ts';

const on = (transport: RuntimeConfig['analyticsTransport']): RuntimeConfig => ({
  ...defaultRuntimeConfig,
  analyticsId: 'UA-TEST',
  analyticsUrl: 'https://collect.test/e',
  analyticsTransport: transport,
});

afterEach(() => vi.restoreAllMocks());

describe('track', () => {
  it('does nothing without an analytics id', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(
      track(
        { category: 'recharge', action: 'success', value: 1 },
        { ...on('beacon'), analyticsId: '' },
      ),
    ).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });

  // ERR-4
  it('sends by beacon with a numeric value and scrubbed texts', () => {
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(
      track(
        { category: 'recharge', action: 'success', label: 'msisdn 712000001', value: 1000 },
        on('beacon'),
      ),
    ).toBe(true);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('https://collect.test/e');
    const params = new URLSearchParams(String(body));
    expect(params.get('ev')).toBe('1000');
    expect(params.get('el')).toBe('msisdn ******001');
    expect(params.get('tid')).toBe('UA-TEST');
  });

  // ERR-4
  it('refuses a value that is not a number', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const bad = { category: 'c', action: 'a', value: '5' } as unknown as {
      category: string;
      action: string;
      value: number;
    };
    expect(track(bad, on('beacon'))).toBe(false);
    expect(track({ category: 'c', action: 'a', value: Number.NaN }, on('beacon'))).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });

  // ERR-4
  it('sends by xhr', () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(() => {});
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation(() => {});
    expect(track({ category: 'c', action: 'a', value: 2 }, on('xhr'))).toBe(true);
    expect(open).toHaveBeenCalledWith('POST', 'https://collect.test/e');
    expect(String(send.mock.calls[0]![0])).toContain('ev=2');
  });

  // ERR-4
  it('sends by image', () => {
    const images: HTMLImageElement[] = [];
    const RealImage = window.Image;
    vi.stubGlobal('Image', function (this: unknown, w?: number, h?: number) {
      const img = new RealImage(w, h);
      images.push(img);
      return img;
    });
    try {
      expect(track({ category: 'c', action: 'a', value: 3 }, on('image'))).toBe(true);
      expect(images[0]!.getAttribute('src')).toMatch(/^https:\/\/collect\.test\/e\?.*ev=3/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
