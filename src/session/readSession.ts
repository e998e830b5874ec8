/**
 * The JSON value stored in session storage under `key`, if it passes `isValid`; null when it is
 * missing, malformed or storage is unavailable (a stored value is checked, not trusted: another
 * tab, an older build or a person may have written it).
 */
export function readSession<T>(key: string, isValid: (x: unknown) => x is T): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
