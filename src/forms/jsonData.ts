/** What the interpreter takes: form data as plain JSON. */

type Data = Record<string, unknown>;

/** Form data as JSON, the only thing the interpreter takes: `undefined` members are absent. */
export function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : asJson(item)));
  if (typeof value === 'object' && value !== null) {
    const out: Data = {};
    for (const [key, item] of Object.entries(value))
      if (item !== undefined)
        // An own `__proto__` member is data like any other (JSON.parse makes one); a plain
        // assignment would set the copy's prototype instead and lose the member.
        Object.defineProperty(out, key, {
          value: asJson(item),
          enumerable: true,
          writable: true,
          configurable: true,
        });
    return out;
  }
  return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint'
    ? null
    : value;
}
