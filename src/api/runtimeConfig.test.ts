import { afterEach, describe, expect, it } from 'vitest';
import {
  configFileRead,
  defaultRuntimeConfig,
  loadRuntimeConfig,
  runtimeConfig,
  setRuntimeConfig,
  usableSetting,
} from './runtimeConfig.ts';

afterEach(() => setRuntimeConfig({}));

const serve = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('loadRuntimeConfig', () => {
  it('merges the known keys of /config.json over the defaults', async () => {
    const file = { apiKey: 'k1', requestTimeoutMs: 5000, unknownKey: 1 };
    const cfg = await loadRuntimeConfig(serve(JSON.stringify(file)));
    expect(cfg.apiKey).toBe('k1');
    expect(cfg.requestTimeoutMs).toBe(5000);
    expect(cfg.opco).toBe('TZ');
    expect(runtimeConfig()).toBe(cfg);
    expect(cfg).not.toHaveProperty('unknownKey');
    // Kept as read, for the start-up report (runtimeConfigCheck.ts) to name the unknown key.
    expect(configFileRead()).toEqual({ raw: file });
  });

  it('keeps the default of a value of the wrong type, outside its set or its range', async () => {
    const cfg = await loadRuntimeConfig(
      serve(
        JSON.stringify({
          requestTimeoutMs: 'soon',
          analyticsTransport: 'pigeon',
          webVitalsSampleRate: 5,
        }),
      ),
    );
    expect(cfg.requestTimeoutMs).toBe(defaultRuntimeConfig.requestTimeoutMs);
    expect(cfg.analyticsTransport).toBe('beacon');
    expect(cfg.webVitalsSampleRate).toBe(0.1);
  });

  it('keeps a text of another form: the operator’s value is nearer the truth than the default', async () => {
    const cfg = await loadRuntimeConfig(
      serve(JSON.stringify({ portalBase: 'https://api.example.co.tz/portal/' })),
    );
    expect(cfg.portalBase).toBe('https://api.example.co.tz/portal/');
  });

  it.each([
    ['a missing file', serve('not found', 404), 'answered HTTP 404'],
    ['a malformed file', serve('{oops'), 'is not JSON'],
    [
      'a network failure',
      (async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch,
      'could not be fetched',
    ],
  ])('falls back to the defaults on %s, and keeps why', async (_label, fetchImpl, failure) => {
    expect(await loadRuntimeConfig(fetchImpl)).toEqual(defaultRuntimeConfig);
    expect(configFileRead()).toEqual({ failure });
  });

  it('falls back to the defaults on a file that is not an object', async () => {
    expect(await loadRuntimeConfig(serve('[1, 2]'))).toEqual(defaultRuntimeConfig);
    expect(configFileRead()).toEqual({ raw: [1, 2] });
  });
});

describe('usableSetting', () => {
  it('takes a known setting of its type, in its set and its range', () => {
    expect(usableSetting('apiKey', 'k')).toBe(true);
    expect(usableSetting('apiKey', 1)).toBe(false);
    expect(usableSetting('apikey', 'k')).toBe(false);
    expect(usableSetting('pinPadding', 'pkcs1')).toBe(true);
    expect(usableSetting('pinPadding', 'rsa')).toBe(false);
    expect(usableSetting('requestTimeoutMs', 1)).toBe(true);
    expect(usableSetting('requestTimeoutMs', 0)).toBe(false);
    expect(usableSetting('webVitalsSampleRate', 0)).toBe(true);
    expect(usableSetting('webVitalsSampleRate', 1)).toBe(true);
    expect(usableSetting('webVitalsSampleRate', 1.01)).toBe(false);
    expect(usableSetting('toString', 'x')).toBe(false);
  });
});
