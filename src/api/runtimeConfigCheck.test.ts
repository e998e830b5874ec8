/**
 * The /config.json check (CONTRACT-6): each problem named with its setting, in the words
 * the operator reads in the console and from `npm run config:check`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig, SETTING_RULES } from './runtimeConfig.ts';
import {
  checkRuntimeConfig as checkWith,
  describeProblem,
  reportConfigFile as reportWith,
} from './runtimeConfigCheck.ts';

/** The check and report as the portal and the CLI run them: with runtimeConfig.ts's rules. */
const checkRuntimeConfig = (raw: unknown) => checkWith(raw, SETTING_RULES);
const reportConfigFile = (read: Parameters<typeof reportWith>[0]) =>
  reportWith(read, SETTING_RULES);

const PEM = [
  '-----BEGIN PUBLIC KEY-----',
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo',
  '4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u',
  '-----END PUBLIC KEY-----',
  '',
].join('\n');

/** A production config with every required setting: no problem. */
const valid = {
  apiKey: 'live-key',
  rsaPublicKey: PEM,
  paystackScriptUrl: 'https://js.paystack.co/v2/inline.js',
};

const messages = (raw: unknown) => checkRuntimeConfig(raw).map((problem) => problem.message);
/** The messages of a valid config with `changes` made to it. */
const messagesWith = (changes: Record<string, unknown>) => messages({ ...valid, ...changes });

describe('checkRuntimeConfig', () => {
  it('finds nothing wrong in a config with the three required settings', () => {
    expect(checkRuntimeConfig(valid)).toEqual([]);
    expect(checkRuntimeConfig({ ...defaultRuntimeConfig, ...valid })).toEqual([]);
  });

  it('names a file that is not a JSON object', () => {
    expect(checkRuntimeConfig([])).toEqual([
      { setting: '', message: 'must be a JSON object (got an array)', usesDefault: true },
    ]);
    expect(messages([])).toEqual(['must be a JSON object (got an array)']);
    expect(messages(null)).toEqual(['must be a JSON object (got null)']);
    expect(messages('apiKey=1')).toEqual(['must be a JSON object (got a string)']);
  });

  it('names the required settings that are missing or empty', () => {
    expect(messages({})).toEqual([
      'apiKey is required but missing',
      'rsaPublicKey is required but missing',
      'paystackScriptUrl is required but missing',
    ]);
    expect(messagesWith({ apiKey: '' })).toEqual(['apiKey is required but empty']);
  });

  it('names an unknown setting and the known one it is most likely a typo of', () => {
    expect(messagesWith({ apikey: 'x' })).toEqual([
      'unknown setting "apikey" (did you mean "apiKey"?)',
    ]);
    expect(messagesWith({ requestTimeout: 1000 })).toEqual([
      'unknown setting "requestTimeout" (did you mean "requestTimeoutMs"?)',
    ]);
    expect(messagesWith({ portalBsae: '/orp' })).toEqual([
      'unknown setting "portalBsae" (did you mean "portalBase"?)',
    ]);
    expect(messagesWith({ colour: 'red' })).toEqual(['unknown setting "colour"']);
  });

  it('names a value of the wrong type, and the portal keeps that default', () => {
    expect(checkRuntimeConfig({ ...valid, requestTimeoutMs: '30s' })).toEqual([
      {
        setting: 'requestTimeoutMs',
        message: 'requestTimeoutMs must be a number (got "30s")',
        usesDefault: true,
      },
    ]);
    expect(messagesWith({ apiKey: 42 })).toEqual(['apiKey must be a string (got 42)']);
    expect(messagesWith({ opco: null })).toEqual(['opco must be a string (got null)']);
  });

  it('names a value outside its set', () => {
    expect(messagesWith({ pinPadding: 'rsa' })).toEqual([
      'pinPadding must be one of "oaep", "pkcs1" (got "rsa")',
    ]);
    expect(messagesWith({ analyticsTransport: 'pigeon' })).toEqual([
      'analyticsTransport must be one of "beacon", "xhr", "image" (got "pigeon")',
    ]);
  });

  it('names a number out of its range, and the portal keeps that default', () => {
    expect(checkRuntimeConfig({ ...valid, requestTimeoutMs: 0 })).toEqual([
      {
        setting: 'requestTimeoutMs',
        message: 'requestTimeoutMs must be at least 1 (got 0)',
        usesDefault: true,
      },
    ]);
    expect(messagesWith({ webVitalsSampleRate: 1.5 })).toEqual([
      'webVitalsSampleRate must be between 0 and 1 (got 1.5)',
    ]);
    expect(messagesWith({ webVitalsSampleRate: 0, requestTimeoutMs: 5000 })).toEqual([]);
  });

  it('takes a service base as an absolute path or an https:// URL without a trailing slash', () => {
    for (const good of ['/orp/bfe/api/portal-service', 'https://api.example.co.tz/portal'])
      expect(messagesWith({ portalBase: good }), good).toEqual([]);
    const wanted = 'an absolute path (/…) or an https:// URL without a trailing slash';
    expect(messagesWith({ authBase: 'http://api.example.co.tz/auth' })).toEqual([
      `authBase must be ${wanted} (got "http://api.example.co.tz/auth")`,
    ]);
    expect(messagesWith({ portalBase: '/orp/bfe/api/portal-service/' })).toEqual([
      `portalBase must be ${wanted} (got "/orp/bfe/api/portal-service/")`,
    ]);
    expect(messagesWith({ portalBase: 'orp/bfe' })).toEqual([
      `portalBase must be ${wanted} (got "orp/bfe")`,
    ]);
    expect(messagesWith({ portalBase: '' })).toEqual([`portalBase must be ${wanted} (got "")`]);
    expect(messagesWith({ portalBase: '//cdn.example.com/orp' })).toEqual([
      `portalBase must be ${wanted} (got "//cdn.example.com/orp")`,
    ]);
    // The content service may share the portal's origin: "" is its default.
    expect(messagesWith({ contentBase: '' })).toEqual([]);
    expect(messagesWith({ contentBase: 'cms.example.co.tz' })).toEqual([
      `contentBase must be ${wanted}, or "" (got "cms.example.co.tz")`,
    ]);
  });

  it('takes the PIN key as a PEM public key', () => {
    expect(messagesWith({ rsaPublicKey: PEM.replaceAll('PUBLIC KEY', 'RSA PUBLIC KEY') })).toEqual(
      [],
    );
    expect(
      messagesWith({ rsaPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1' }),
    ).toEqual([
      'rsaPublicKey must be a PEM public key (-----BEGIN PUBLIC KEY----- …) (got "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBC…")',
    ]);
    expect(
      messagesWith({ rsaPublicKey: PEM.replaceAll('PUBLIC KEY', 'PRIVATE KEY') }),
    ).toHaveLength(1);
  });

  it('names the form the operator codes must have', () => {
    expect(messagesWith({ countryCode: '+255' })).toEqual([
      'countryCode must be 1 to 3 digits, e.g. "255" (got "+255")',
    ]);
    expect(messagesWith({ currency: 'tzs' })).toEqual([
      'currency must be three capital letters, e.g. "TZS" (got "tzs")',
    ]);
    expect(messagesWith({ brand: 'Twiga Money' })).toEqual([
      'brand must be lower-case letters, digits or "-" (got "Twiga Money")',
    ]);
    expect(messagesWith({ opco: ' ' })).toEqual(['opco must be a non-empty string (got " ")']);
  });

  it('takes the Paystack script and the analytics address as a path or an https:// URL', () => {
    expect(messagesWith({ paystackScriptUrl: 'js.paystack.co/v2/inline.js' })).toEqual([
      'paystackScriptUrl must be an absolute path (/…) or an https:// URL (got "js.paystack.co/v2/inline.js")',
    ]);
    expect(messagesWith({ analyticsUrl: '' })).toEqual([]);
    expect(messagesWith({ analyticsUrl: 'https://collect.example.com/e' })).toEqual([]);
  });

  it('reports every problem of one file, unknown settings first', () => {
    expect(messages({ apikey: 'x', requestTimeoutMs: '30s', rsaPublicKey: PEM })).toEqual([
      'unknown setting "apikey" (did you mean "apiKey"?)',
      'apiKey is required but missing',
      'requestTimeoutMs must be a number (got "30s")',
      'paystackScriptUrl is required but missing',
    ]);
  });
});

describe('describeProblem', () => {
  it('puts the file first, with a colon before a setting', () => {
    const [array] = checkRuntimeConfig([]);
    const [apiKey] = checkRuntimeConfig({ ...valid, apiKey: '' });
    expect(describeProblem(array!)).toBe('/config.json must be a JSON object (got an array)');
    expect(describeProblem(apiKey!, 'deploy/config.json')).toBe(
      'deploy/config.json: apiKey is required but empty',
    );
  });
});

describe('reportConfigFile: the start-up report', () => {
  afterEach(() => vi.restoreAllMocks());
  const consoleErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('says every problem of the file in one console error, a line each', () => {
    const error = consoleErrors();
    reportConfigFile({ raw: { apikey: 'x', rsaPublicKey: PEM, paystackScriptUrl: '/p.js' } });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '[config] /config.json: unknown setting "apikey" (did you mean "apiKey"?)\n' +
        '[config] /config.json: apiKey is required but missing',
    );
  });

  it('says why there was no file, and that every setting keeps its default', () => {
    const error = consoleErrors();
    reportConfigFile({ failure: 'answered HTTP 404' });
    expect(error).toHaveBeenCalledWith(
      '[config] /config.json answered HTTP 404: every setting keeps its default',
    );
  });

  it('says nothing when all is well', () => {
    const error = consoleErrors();
    reportConfigFile({ raw: valid });
    expect(error).not.toHaveBeenCalled();
  });
});
