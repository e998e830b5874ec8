/**
 * Loads a contract-check environment file and says plainly what is wrong with it: each problem
 * names its key and what the key should hold (configFields.ts), so an operator fixes the file
 * without reading code. A file with any problem never starts a run (exit code 2).
 */
import { readFileSync } from 'node:fs';
import { CONFIG_FIELDS, type ConfigField } from './configFields.ts';
import { nationalNumber } from './numbers.ts';

export interface ServiceBaseOverrides {
  portal: string | null;
  auth: string | null;
  content: string | null;
  gateway: string | null;
}

/** A checked environment file. Mobile numbers are held as their 9 national digits. */
export interface CheckConfig {
  apiKey: string;
  serviceId: string;
  opco: string;
  product: string;
  services: ServiceBaseOverrides;
  sandboxControl: boolean;
  timeoutMs: number;
  numbers: {
    prepaid: string;
    otherPrepaid: string;
    postpaid: string;
    postpaidAccount: string;
    broadband: string;
    unknown: string;
    otpSendLimit: string;
    otpLock: string;
    lowAirtime: string | null;
    mpesaNoAnswer: string | null;
    capLines: string[];
  };
  wallet: { pin: string | null };
  fixedInternet: { account: string; email: string };
  bundle: { productCode: string; price: number | null };
  otp: {
    correctCode: string;
    wrongCode: string;
    attempts: number;
    sendsPerWindow: number;
    codeLifeSeconds: number;
    sessionLifeSeconds: number;
    clientCap: number | null;
  };
  lead: {
    fullName: string;
    email: string;
    town: string;
    street: string;
    latitude: number;
    longitude: number;
  };
  content: {
    packageName: string;
    publishName: string | null;
    latitude: number;
    longitude: number;
    geocodeAddress: string;
  };
  payments: { allowed: boolean; testNumbers: string[] };
}

/** A file that cannot start a run: every problem, one line each. */
export class ConfigError extends Error {
  readonly file: string;
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.file = file;
    this.problems = problems;
  }
}

/** Keys a file may carry for people, never read. */
const NOTE_KEYS = new Set(['$comment', 'description']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readPath(raw: Record<string, unknown>, key: string): unknown {
  let at: unknown = raw;
  for (const part of key.split('.')) at = isObject(at) ? at[part] : undefined;
  return at;
}

function writePath(out: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.');
  let at = out;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(at[part])) at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts[parts.length - 1] as string] = value;
}

/** The checked value of one field, or why it is not one. */
function checkValue(field: ConfigField, value: unknown): { value: unknown } | { problem: string } {
  const wrong = (what: string) => ({ problem: `\`${field.key}\` ${what}: ${field.about}` });
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== ''
        ? { value: value.trim() }
        : wrong('must be a non-empty string');
    case 'base':
      return typeof value === 'string' && (value === '' || /^(\/|https?:\/\/)/.test(value))
        ? { value: value.replace(/\/+$/, '') }
        : wrong("must be '' or a path starting with / or an http(s) URL");
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { value }
        : wrong('must be a number');
    case 'boolean':
      return typeof value === 'boolean' ? { value } : wrong('must be true or false');
    case 'mobile': {
      const digits = nationalNumber(value);
      return digits ? { value: digits } : wrong('must be a mobile number (9 national digits)');
    }
    case 'numbers': {
      if (!Array.isArray(value)) return wrong('must be a list of mobile numbers');
      const digits = value.map(nationalNumber);
      const bad = value.filter((_, i) => !digits[i]);
      return bad.length === 0
        ? { value: digits }
        : wrong(`holds ${bad.map((b) => JSON.stringify(b)).join(', ')}, not mobile numbers`);
    }
    case 'object':
      return isObject(value) ? { value } : wrong('must be an object');
  }
}

/** Keys of the file that no field names (typos): `numbers.prepiad`. */
function unknownKeys(raw: Record<string, unknown>, prefix = ''): string[] {
  const known = CONFIG_FIELDS.map((f) => f.key);
  return Object.entries(raw).flatMap(([name, value]) => {
    if (NOTE_KEYS.has(name)) return [];
    const key = prefix + name;
    if (known.includes(key)) return [];
    if (isObject(value) && known.some((k) => k.startsWith(`${key}.`)))
      return unknownKeys(value, `${key}.`);
    return [key];
  });
}

/** Lines a client cap needs: each takes one code fewer than its own limit, so only the cap refuses. */
export const capLinesNeeded = (clientCap: number, sendsPerWindow: number) =>
  Math.ceil((clientCap + 1) / Math.max(1, sendsPerWindow - 1));

/** Problems between keys that are each well formed. */
function crossProblems(config: CheckConfig): string[] {
  const problems: string[] = [];
  const { clientCap, sendsPerWindow } = config.otp;
  if (clientCap !== null) {
    const needed = capLinesNeeded(clientCap, sendsPerWindow);
    if (config.numbers.capLines.length < needed)
      problems.push(
        `\`numbers.capLines\` holds ${config.numbers.capLines.length} line(s); otp.clientCap ${clientCap} needs at least ${needed} (each takes ${sendsPerWindow - 1} codes)`,
      );
  }
  if (config.otp.correctCode === config.otp.wrongCode)
    problems.push('`otp.wrongCode` must differ from `otp.correctCode`');
  return problems;
}

/** Checks a parsed file: the config, or every problem with it. */
export function parseConfig(
  raw: unknown,
): { ok: true; config: CheckConfig } | { ok: false; problems: string[] } {
  if (!isObject(raw)) return { ok: false, problems: ['the file must hold one JSON object'] };
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const field of CONFIG_FIELDS) {
    const value = readPath(raw, field.key);
    if (value === undefined) {
      if ('default' in field) writePath(out, field.key, field.default);
      else problems.push(`\`${field.key}\` is missing: ${field.about}`);
      continue;
    }
    const checked = checkValue(field, value);
    if ('problem' in checked) problems.push(checked.problem);
    else writePath(out, field.key, checked.value);
  }
  for (const key of unknownKeys(raw)) problems.push(`\`${key}\` is not a key of this file`);
  if (problems.length === 0) problems.push(...crossProblems(out as unknown as CheckConfig));
  return problems.length
    ? { ok: false, problems }
    : { ok: true, config: out as unknown as CheckConfig };
}

/** Reads and checks an environment file; throws ConfigError naming every problem. */
export function loadConfig(file: string): CheckConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(file, [
      code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`,
    ]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(file, [`is not JSON: ${(error as Error).message}`]);
  }
  const parsed = parseConfig(raw);
  if (!parsed.ok) throw new ConfigError(file, parsed.problems);
  return parsed.config;
}
