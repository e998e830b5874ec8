/**
 * Numbers a person chose to keep on this phone (REM-2 to REM-4): one localStorage key, newest
 * first, at most {@link MAX_REMEMBERED}. Only a 9-digit national number and an optional label
 * are ever written; what is read back is checked the same way, so a hand-edited or older value
 * is dropped rather than trusted. Storage that throws (private mode, quota, disabled) reads as
 * empty and writes as a no-op: remembering is a convenience, never a reason to fail a page.
 */
import { PHONE_DIGITS, nationalDigits } from '../forms/widgets/phoneDigits.ts';

/** The one localStorage key (REM-2). */
export const REMEMBERED_KEY = 'twiga.rememberedNumbers';
/** REM-3: how many numbers are kept; the oldest goes first. */
export const MAX_REMEMBERED = 5;
/** Longest label kept, so a pasted paragraph cannot grow the value. */
export const MAX_LABEL = 30;

/** One remembered number: 9 national digits (no +255, no 0) and an optional label. */
export interface RememberedNumber {
  number: string;
  label?: string;
}

const listeners = new Set<() => void>();
const NINE_DIGITS = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Only `number` and `label` survive, whatever else the object carried (REM-4). */
function checked(entry: unknown): RememberedNumber | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { number, label } = entry as Record<string, unknown>;
  if (typeof number !== 'string' || !NINE_DIGITS.test(number)) return undefined;
  const name = typeof label === 'string' ? label.trim().slice(0, MAX_LABEL) : '';
  return name ? { number, label: name } : { number };
}

/** The checked list of a stored value, or undefined when the value is malformed as a whole. */
function parseRemembered(raw: string | null): RememberedNumber[] | undefined {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const list: RememberedNumber[] = [];
  for (const item of parsed) {
    const entry = checked(item);
    if (entry && !list.some((e) => e.number === entry.number)) list.push(entry);
  }
  return list.slice(0, MAX_REMEMBERED);
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(REMEMBERED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The remembered numbers, newest first; a malformed stored value is removed (REM-2). */
export function readRemembered(): RememberedNumber[] {
  const list = parseRemembered(readRaw());
  if (list) return list;
  write(undefined);
  return [];
}

function write(list: RememberedNumber[] | undefined): void {
  try {
    const store = storage();
    if (list && list.length > 0) store?.setItem(REMEMBERED_KEY, JSON.stringify(list));
    else store?.removeItem(REMEMBERED_KEY);
  } catch {
    // Full or disabled storage: the number is simply not remembered.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Remembers `number` (typed in any form the phone field accepts) with an optional label, at the
 * front of the list; an already remembered number moves to the front with the new label.
 * Returns false when it is not a 9-digit number.
 */
export function rememberNumber(number: string, label?: string): boolean {
  const entry = checked({ number: nationalDigits(number), label });
  if (!entry) return false;
  const rest = readRemembered().filter((e) => e.number !== entry.number);
  write([entry, ...rest].slice(0, MAX_REMEMBERED));
  return true;
}

/** Forgets one number (in any form the phone field accepts). */
export function forgetNumber(number: string): void {
  const digits = nationalDigits(number);
  write(readRemembered().filter((e) => e.number !== digits));
}

/** Forgets every remembered number: the key is removed. */
export function forgetAllNumbers(): void {
  write(undefined);
}

/** Whether `number` is remembered. */
export function isRemembered(number: string): boolean {
  const digits = nationalDigits(number);
  return readRemembered().some((e) => e.number === digits);
}

/**
 * Calls `listener` after every change made here or in another tab of the portal; returns the
 * unsubscribe (the shape React's useSyncExternalStore expects).
 */
export function subscribeRemembered(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === REMEMBERED_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

let cachedRaw: string | null | undefined;
let cachedList: RememberedNumber[] = [];

/**
 * The list as a stable snapshot for rendering: the same array until the stored value changes.
 * It never writes (a render must not notify), so a malformed value reads as empty here and is
 * removed by the next change.
 */
export function rememberedSnapshot(): RememberedNumber[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseRemembered(raw) ?? [];
  }
  return cachedList;
}
