/**
 * Deployment configuration. In production the portal is static files; this comes from
 * `/config.json` beside index.html (the sandbox serves one), merged over these defaults.
 * docs/hosting.md lists every setting; runtimeConfigCheck.ts tells the operator what is wrong.
 */
export interface RuntimeConfig {
  portalBase: string;
  authBase: string;
  contentBase: string;
  opco: string; // TZ
  countryCode: string; // 255
  currency: string; // TZS
  channelTag: string; // CWAAA
  brand: string; // twiga -> routes /payment/start/twiga-money, option TWIGA_MONEY
  product: string; // Twiga -> 'Please enter valid Twiga number'
  apiKey: string;
  serviceId: string;
  requestTimeoutMs: number;
  rsaPublicKey: string; // PEM; PINs are encrypted with it
  pinPadding: 'oaep' | 'pkcs1';
  paystackScriptUrl: string;
  googleMapsKey: string; // empty -> keyless map fallback
  analyticsId: string; // empty -> analytics does nothing
  analyticsUrl: string;
  analyticsTransport: 'beacon' | 'xhr' | 'image';
  /** Share of page views that report their web vitals (0..1; FIRST-8). */
  webVitalsSampleRate: number;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  portalBase: '/orp/bfe/api/portal-service',
  authBase: '/auth/bfe/api/portal-service',
  contentBase: '',
  opco: 'TZ',
  countryCode: '255',
  currency: 'TZS',
  channelTag: 'CWAAA',
  brand: 'twiga',
  product: 'Twiga',
  apiKey: '',
  serviceId: 'ORP_PORTAL',
  requestTimeoutMs: 30_000,
  rsaPublicKey: '',
  pinPadding: 'oaep',
  paystackScriptUrl: '/__sandbox/paystack/inline.js',
  googleMapsKey: '',
  analyticsId: '',
  analyticsUrl: '',
  analyticsTransport: 'beacon',
  webVitalsSampleRate: 0.1,
};

let current: RuntimeConfig = defaultRuntimeConfig;

/** The active configuration (defaults until loadRuntimeConfig has run). */
export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** Sets the configuration (tests and Storybook call this directly). */
export function setRuntimeConfig(overrides: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...defaultRuntimeConfig, ...overrides };
  return current;
}

/** The values a setting with a fixed set allows; another value keeps the default. */
export const SETTING_CHOICES: { readonly [K in keyof RuntimeConfig]?: readonly string[] } = {
  pinPadding: ['oaep', 'pkcs1'],
  analyticsTransport: ['beacon', 'xhr', 'image'],
};

/** The range [least, most] of a number setting; a number outside it keeps the default. */
export const SETTING_RANGES: { readonly [K in keyof RuntimeConfig]?: readonly [number, number] } = {
  requestTimeoutMs: [1, Infinity],
  webVitalsSampleRate: [0, 1],
};

/** The portal can use `value` for `key`: a known setting, of its type, in its set or range. */
export function usableSetting(key: string, value: unknown): boolean {
  if (!Object.hasOwn(defaultRuntimeConfig, key)) return false;
  const setting = key as keyof RuntimeConfig;
  const [least, most] = SETTING_RANGES[setting] ?? [-Infinity, Infinity];
  return (
    typeof value === typeof defaultRuntimeConfig[setting] &&
    (SETTING_CHOICES[setting]?.includes(value as string) ?? true) &&
    (typeof value !== 'number' || (value >= least && value <= most))
  );
}

/**
 * The settings and what the portal takes for each, for the check of /config.json
 * (runtimeConfigCheck.ts): passed to it rather than imported there, so that chunk, fetched after
 * the page has loaded, shares no module with the first load (the bundler would split this one
 * into a file of its own).
 */
export const SETTING_RULES = {
  defaults: defaultRuntimeConfig,
  choices: SETTING_CHOICES,
  ranges: SETTING_RANGES,
  usable: usableSetting,
} as const;

export type SettingRules = typeof SETTING_RULES;

/** What loadRuntimeConfig read: the parsed file, or why there was none. */
export type ConfigFileRead = { raw: unknown } | { failure: string };

let fileRead: ConfigFileRead = { failure: 'was not loaded' };

/** What the last loadRuntimeConfig read, for the start-up report (runtimeConfigCheck.ts). */
export const configFileRead = (): ConfigFileRead => fileRead;

/**
 * Fetches `/config.json` (served beside index.html) and merges the settings the portal can use
 * over the defaults: a missing file, a broken body, an unknown key or a value of the wrong type,
 * outside its set or range leaves that default in place, so the portal always starts. What it
 * read is kept for the start-up report, which names each problem (reportConfigFile). Returns the
 * configuration now active.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = globalThis.fetch,
  url: string = '/config.json',
): Promise<RuntimeConfig> {
  const fallBack = (failure: string) => {
    fileRead = { failure };
    return setRuntimeConfig({});
  };
  let raw: unknown;
  try {
    // No extra headers: index.html preloads /config.json (rel=preload as=fetch), and Chromium only
    // hands a preloaded answer to a fetch whose request matches it, headers included.
    const response = await fetchImpl(url);
    if (!response.ok) return fallBack(`answered HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    return fallBack(error instanceof SyntaxError ? 'is not JSON' : 'could not be fetched');
  }
  fileRead = { raw };
  if (typeof raw !== 'object' || raw === null) return setRuntimeConfig({});
  const usable = Object.entries(raw).filter(([key, value]) => usableSetting(key, value));
  return setRuntimeConfig(Object.fromEntries(usable) as Partial<RuntimeConfig>);
}
