/**
 * Deployment configuration. In production the portal is static files; this comes from
 * `/config.json` beside index.html (the sandbox serves one), merged over these defaults.
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

const ENUM_KEYS: Record<string, readonly string[]> = {
  pinPadding: ['oaep', 'pkcs1'],
  analyticsTransport: ['beacon', 'xhr', 'image'],
};

/**
 * Fetches `/config.json` (served beside index.html) and merges its known keys over the defaults.
 * A missing file, a broken body or a value of the wrong type leaves that default in place, so
 * the portal always starts. Returns the configuration now active.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = globalThis.fetch,
  url: string = '/config.json',
): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    // No extra headers: index.html preloads /config.json (rel=preload as=fetch), and Chromium only
    // hands a preloaded answer to a fetch whose request matches it, headers included.
    const response = await fetchImpl(url);
    if (!response.ok) return setRuntimeConfig({});
    raw = await response.json();
  } catch {
    return setRuntimeConfig({});
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return setRuntimeConfig({});
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const fallback: unknown = (defaultRuntimeConfig as unknown as Record<string, unknown>)[key];
    const allowed = ENUM_KEYS[key];
    if (allowed && !allowed.includes(value as string)) continue;
    if (fallback !== undefined && typeof value === typeof fallback) overrides[key] = value;
  }
  return setRuntimeConfig(overrides as Partial<RuntimeConfig>);
}
