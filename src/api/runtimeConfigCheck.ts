/**
 * The start-up check of /config.json (CONTRACT-6): every problem of the file named with its
 * setting, so an operator reads `requestTimeoutMs must be a number (got "30s")` in the console at
 * start-up instead of meeting a failed call later. The portal's start-up runs it once the page
 * has loaded (reportConfigFile, from src/app/boot.tsx: a chunk of its own, off the first load),
 * and `npm run config:check` (scripts/configCheck.ts) runs it on a file or URL.
 * docs/hosting.md, "Pointing the portal at your services", lists the settings.
 *
 * Which values the portal uses (type, set, range) is runtimeConfig.ts's rule, passed in as its
 * SETTING_RULES; what is required and the form of each text are this module's.
 */
import type { ConfigFileRead, RuntimeConfig, SettingRules } from './runtimeConfig.ts';

export interface ConfigProblem {
  /** The setting the problem is about; '' for the file as a whole. */
  setting: string;
  /**
   * What is wrong, from the setting's name on (`apiKey is required but missing`); about the
   * file, from the verb on (`is not JSON: …`).
   */
  message: string;
  /** The portal uses the setting's default instead of the value (runtimeConfig.ts). */
  usesDefault: boolean;
}

/**
 * Required: a production deployment must set them, the defaults do not work there (no key; the
 * Paystack address is the sandbox's stand-in, which a production host does not have).
 */
const REQUIRED: readonly (keyof RuntimeConfig)[] = ['apiKey', 'rsaPublicKey', 'paystackScriptUrl'];

/** A test of a text's form: undefined when it is fine, else what it must be. */
type Form = (value: string) => string | undefined;

/**
 * An address the portal fetches: an absolute path (same origin) or an https:// URL. A service
 * `base` has no trailing slash, as the portal joins each call's path to it with one.
 */
const address =
  (kind: 'base' | 'file', emptyAllowed = false): Form =>
  (value) =>
    (value === '' && emptyAllowed) ||
    (/^(?:\/(?!\/)|https:\/\/[^/\s])\S*$/.test(value) && !(kind === 'base' && value.endsWith('/')))
      ? undefined
      : 'an absolute path (/…) or an https:// URL' +
        (kind === 'base' ? ' without a trailing slash' : '') +
        (emptyAllowed ? ', or ""' : '');

const matching =
  (pattern: RegExp, what: string): Form =>
  (value) =>
    pattern.test(value) ? undefined : what;

const filled: Form = (value) => (value.trim() === '' ? 'a non-empty string' : undefined);

const PEM = /^-----BEGIN (RSA )?PUBLIC KEY-----\s+[A-Za-z0-9+/=\s]+-----END \1PUBLIC KEY-----\s*$/;

/** The form of each text setting that has one (a value in another form is reported, and kept). */
const FORMS: { readonly [K in keyof RuntimeConfig]?: Form } = {
  portalBase: address('base'),
  authBase: address('base'),
  contentBase: address('base', true),
  opco: filled,
  countryCode: matching(/^\d{1,3}$/, '1 to 3 digits, e.g. "255"'),
  currency: matching(/^[A-Z]{3}$/, 'three capital letters, e.g. "TZS"'),
  channelTag: filled,
  brand: matching(/^[a-z0-9-]+$/, 'lower-case letters, digits or "-"'),
  product: filled,
  serviceId: filled,
  rsaPublicKey: matching(PEM, 'a PEM public key (-----BEGIN PUBLIC KEY----- …)'),
  paystackScriptUrl: address('file'),
  analyticsUrl: address('file', true),
};

/** How a value reads in a message: as JSON, a long text cut short. */
const shown = (value: unknown) =>
  JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 37)}…` : value);

/** What a JSON value is, in words. */
const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

/** Edits between two words (Levenshtein), case ignored. */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let row = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[y.length]!;
}

/** The setting an unknown key is most likely a typo of, if one is close enough. */
function nearest(key: string, settings: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const known of settings) {
    const d = distance(key, known);
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return best;
}

/** What a value the portal cannot use must be instead: its type, one of its set, or its range. */
function wantedInstead(key: keyof RuntimeConfig, value: unknown, rules: SettingRules): string {
  const type = typeof rules.defaults[key];
  const choices = rules.choices[key];
  const [least, most] = rules.ranges[key] ?? [];
  if (typeof value !== type) return `a ${type}`;
  if (choices) return `one of ${choices.map(shown).join(', ')}`;
  return most === Infinity ? `at least ${least}` : `between ${least} and ${most}`;
}

const problem = (setting: string, message: string, usesDefault = false): ConfigProblem => ({
  setting,
  message,
  usesDefault,
});

/**
 * Every problem of a parsed /config.json, none when all is well. `rules`: SETTING_RULES of
 * runtimeConfig.ts.
 */
export function checkRuntimeConfig(raw: unknown, rules: SettingRules): ConfigProblem[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return [problem('', `must be a JSON object (got ${kindOf(raw)})`, true)];
  const values = raw as Record<string, unknown>;
  const settings = Object.keys(rules.defaults) as (keyof RuntimeConfig)[];
  const problems: ConfigProblem[] = [];
  for (const key of Object.keys(values)) {
    if (Object.hasOwn(rules.defaults, key)) continue;
    const near = nearest(key, settings);
    problems.push(
      problem(key, `unknown setting "${key}"${near ? ` (did you mean "${near}"?)` : ''}`),
    );
  }
  for (const key of settings) {
    const value = values[key];
    if (value === undefined || (value === '' && REQUIRED.includes(key))) {
      if (REQUIRED.includes(key))
        problems.push(problem(key, `${key} is required but ${value === '' ? 'empty' : 'missing'}`));
      continue;
    }
    const usable = rules.usable(key, value);
    const wanted = usable ? FORMS[key]?.(value as string) : wantedInstead(key, value, rules);
    if (wanted)
      problems.push(problem(key, `${key} must be ${wanted} (got ${shown(value)})`, !usable));
  }
  return problems;
}

/** A problem as a line of the console or CLI: `/config.json: apiKey is required but missing`. */
export const describeProblem = (problem: ConfigProblem, file = '/config.json') =>
  `${file}${problem.setting ? ': ' : ' '}${problem.message}`;

/**
 * Says what is wrong with the /config.json the portal started on, in one console error, a line
 * each, or nothing when all is well: the operator's one sign of it (the portal runs on).
 */
export function reportConfigFile(read: ConfigFileRead, rules: SettingRules): void {
  const problems =
    'failure' in read
      ? [problem('', `${read.failure}: every setting keeps its default`, true)]
      : checkRuntimeConfig(read.raw, rules);
  if (problems.length > 0)
    console.error(problems.map((each) => `[config] ${describeProblem(each)}`).join('\n'));
}
