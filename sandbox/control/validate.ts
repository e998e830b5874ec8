/**
 * Type and range checks for what the control API stores: a config patch (PATCH /__sandbox/config)
 * and a fault (POST /__sandbox/faults). The portal reads the config as the operator's own
 * (preMinAmnt -5, preMaxAmnt "x" or enableAmPin "no" used to be served as they came), and a fault
 * delay of 1e12 ms held a request open for 31 years: each is now refused with a 400 naming the
 * field, and nothing is stored.
 */
import type { PortalConfig } from '../../src/api/wire.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The largest amount a config limit may name (TZS; the seed's largest is 5 000 000). */
export const MAX_CONFIG_AMOUNT = 1_000_000_000;
/** The longest a text config value may be. */
const MAX_CONFIG_TEXT = 200;

type Rule = (value: unknown) => string | undefined;

const amount: Rule = (v) =>
  isInt(v, 1, MAX_CONFIG_AMOUNT)
    ? undefined
    : `must be a whole number from 1 to ${MAX_CONFIG_AMOUNT}`;
const flag: Rule = (v) => (typeof v === 'boolean' ? undefined : 'must be true or false');
const words: Rule = (v) =>
  typeof v === 'string' && v.trim() !== '' && v.length <= MAX_CONFIG_TEXT
    ? undefined
    : `must be a non-empty string of at most ${MAX_CONFIG_TEXT} characters`;
const paystack: Rule = (v) => {
  const wrong = 'must be a JSON string holding {"key": "<public key>"}';
  if (typeof v !== 'string' || v.length > MAX_CONFIG_TEXT) return wrong;
  try {
    const parsed = JSON.parse(v) as unknown;
    return isRecord(parsed) && typeof parsed.key === 'string' && parsed.key ? undefined : wrong;
  } catch {
    return wrong;
  }
};

/** Every config key the portal reads, with its rule; any other key is refused. */
const CONFIG_RULES: Record<keyof PortalConfig, Rule> = {
  preMinAmnt: amount,
  preMaxAmnt: amount,
  postMinAmnt: amount,
  postMaxAmnt: amount,
  'beta.amountToHigherValueFeature': flag,
  postpaidHybridCheck: flag,
  payStackConfig: paystack,
  enableAmPin: flag,
  customerCareNumber: words,
  pinResetDial: words,
  paymentMaxTry: (v) => (isInt(v, 1, 100) ? undefined : 'must be a whole number from 1 to 100'),
};

/**
 * A config patch checked key by key, then as a whole against the config it lands on (`current`):
 * each minimum at most its maximum.
 */
export function checkConfigPatch(
  patch: unknown,
  current: PortalConfig,
): Checked<Partial<PortalConfig>> {
  if (!isRecord(patch)) return { ok: false, message: 'Body must be a JSON object of config keys' };
  for (const [key, value] of Object.entries(patch)) {
    const rule = (CONFIG_RULES as Record<string, Rule | undefined>)[key];
    if (!rule) return { ok: false, message: `Unknown config key '${key}'` };
    const problem = rule(value);
    if (problem) return { ok: false, message: `${key} ${problem}` };
  }
  const next = { ...current, ...patch } as PortalConfig;
  for (const [min, max] of [
    ['preMinAmnt', 'preMaxAmnt'],
    ['postMinAmnt', 'postMaxAmnt'],
  ] as const) {
    if (next[min] > next[max])
      return { ok: false, message: `${min} (${next[min]}) must not exceed ${max} (${next[max]})` };
  }
  return { ok: true, value: patch as Partial<PortalConfig> };
}

/** The longest a fault may delay an answer: a minute, far above any test's slow call (1.5 s). */
export const MAX_FAULT_DELAY_MS = 60_000;
/** The most calls one fault may apply to. */
export const MAX_FAULT_COUNT = 1000;

export interface FaultInput {
  path: string;
  count: number;
  status?: number;
  delayMs?: number;
  malformed: boolean;
}

const FAULT_KEYS = new Set(['path', 'count', 'status', 'delayMs', 'malformed']);

/** A fault body {path, count?, status?, delayMs?, malformed?} checked field by field. */
export function checkFault(body: unknown): Checked<FaultInput> {
  const no = (message: string): Checked<FaultInput> => ({ ok: false, message });
  if (!isRecord(body)) return no('Body must be a JSON object {path, count?, status?, ...}');
  const unknown = Object.keys(body).find((key) => !FAULT_KEYS.has(key));
  if (unknown !== undefined) return no(`Unknown fault field '${unknown}'`);
  const { path, count = 1, status, delayMs, malformed = false } = body;
  if (typeof path !== 'string' || path.trim() === '' || path.length > 500)
    return no('path is required: a non-empty string of at most 500 characters');
  if (!isInt(count, 1, MAX_FAULT_COUNT))
    return no(`count must be a whole number from 1 to ${MAX_FAULT_COUNT}`);
  if (status !== undefined && !isInt(status, 200, 599))
    return no('status must be an HTTP status from 200 to 599');
  if (delayMs !== undefined && !isInt(delayMs, 0, MAX_FAULT_DELAY_MS))
    return no(`delayMs must be a whole number of milliseconds from 0 to ${MAX_FAULT_DELAY_MS}`);
  if (typeof malformed !== 'boolean') return no('malformed must be true or false');
  return {
    ok: true,
    value: {
      path,
      count,
      ...(status !== undefined ? { status } : {}),
      ...(delayMs ? { delayMs } : {}),
      malformed,
    },
  };
}
