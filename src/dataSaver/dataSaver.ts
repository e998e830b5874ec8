/**
 * The one place that decides data-saver mode (SAVE-1, SAVE-2): the browser's Save-Data choice
 * or a very slow connection, read from navigator.connection and followed through its change
 * event; a stored override for testing and demos (SAVE-3). Screens read it through useDataSaver.
 */

/** What the portal reads of navigator.connection (the Network Information API, Chromium only). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** A forced mode: 'on' or 'off'; null follows the connection. */
export type DataSaverOverride = 'on' | 'off' | null;

/**
 * Effective types slow enough that a decorative picture costs the person more than it gives
 * (SAVE-2): 'slow-2g' and '2g'. Not '3g': Chromium reports 3g on many ordinary mobile links, and
 * the portal's pages stay light there (docs/decisions.md, "Which connections are slow").
 */
export const SLOW_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g'];

/** localStorage key of the override; `?dataSaver=on|off|auto` on any page sets or clears it. */
export const OVERRIDE_KEY = 'twiga.dataSaver';
export const OVERRIDE_PARAM = 'dataSaver';

/** The decision itself, pure (SAVE-1, SAVE-2, SAVE-3): an override wins over the connection. */
export function isDataSaver(
  connection: ConnectionInfo | undefined,
  override: DataSaverOverride,
): boolean {
  if (override !== null) return override === 'on';
  if (!connection) return false;
  return (
    connection.saveData === true || SLOW_EFFECTIVE_TYPES.includes(connection.effectiveType ?? '')
  );
}

/** An override value from text (URL or storage); anything else follows the connection. */
export function parseOverride(value: string | null | undefined): DataSaverOverride {
  return value === 'on' || value === 'off' ? value : null;
}

type ConnectionTarget = ConnectionInfo & Partial<EventTarget>;

function connection(): ConnectionTarget | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionTarget }).connection;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): no override, follow the connection.
    return undefined;
  }
}

/** The stored override (SAVE-3). */
export function readOverride(): DataSaverOverride {
  try {
    return parseOverride(storage()?.getItem(OVERRIDE_KEY));
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Stores (or with null clears) the override and tells every reader (SAVE-3). */
export function setDataSaverOverride(value: DataSaverOverride): void {
  try {
    if (value === null) storage()?.removeItem(OVERRIDE_KEY);
    else storage()?.setItem(OVERRIDE_KEY, value);
  } catch {
    // Storage full or refused: the override simply does not stick.
  }
  notify();
}

/** Applies `?dataSaver=on|off|auto` from a page address (auto clears the override). */
export function applyOverrideFromUrl(search: string): void {
  const value = new URLSearchParams(search).get(OVERRIDE_PARAM);
  if (value === 'on' || value === 'off') setDataSaverOverride(value);
  else if (value === 'auto') setDataSaverOverride(null);
}

/** Whether data-saver mode is on now (SAVE-1, SAVE-2, SAVE-3). */
export function dataSaverActive(): boolean {
  return isDataSaver(connection(), readOverride());
}

/**
 * Calls `listener` when the mode may have changed: the connection's change event (a phone moving
 * from 4G to 2G, Save-Data switched on) or a new override (SAVE-4). Returns the unsubscribe.
 */
export function subscribeDataSaver(listener: () => void): () => void {
  listeners.add(listener);
  const target = connection();
  target?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    target?.removeEventListener?.('change', listener);
  };
}
