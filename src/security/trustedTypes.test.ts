/** Which script URLs the portal's Trusted Types policies pass (issue 13 item 4). */
import { describe, expect, it } from 'vitest';
import { checkedScriptUrl, trustedScriptUrl } from './trustedTypes.ts';

describe('script URLs the portal may load', () => {
  it('passes its own scripts, Paystack inline and the Google Maps loader', () => {
    for (const url of [
      '/__sandbox/paystack/inline.js',
      'https://js.paystack.co/v2/inline.js',
      'https://maps.googleapis.com/maps/api/js?key=k&callback=initMap',
    ])
      expect(checkedScriptUrl(url)).toBe(url);
  });

  it('refuses a script from anywhere else, even one that only looks alike', () => {
    for (const url of [
      'https://evil.example/x.js',
      'https://js.paystack.co.evil.example/inline.js',
      'http://js.paystack.co/inline.js',
      '//evil.example/x.js',
    ])
      expect(() => checkedScriptUrl(url)).toThrow(/Refused to load a script/);
  });

  it('hands the URL on unchanged where the browser has no Trusted Types (jsdom)', () => {
    expect(trustedScriptUrl('/__sandbox/paystack/inline.js')).toBe('/__sandbox/paystack/inline.js');
    expect(() => trustedScriptUrl('data:text/javascript,alert(1)')).toThrow();
  });
});
