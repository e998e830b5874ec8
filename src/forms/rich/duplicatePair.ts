/** FORM-19: the duplicate pair of a failed `uniqueItems`, as ajv names it (richKeywords.ts). */

type Data = Record<string, unknown>;

const isType = (value: unknown, type: unknown): boolean => {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
};

const equal = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) && equal((a as Data)[key], (b as Data)[key]),
  );
};

/**
 * The duplicate pair ajv names (`i` the later item, `j` the earlier one), found the way its code
 * searches: by value from the end when `items` declares only scalar types, else pair by pair.
 */
export function duplicatePair(items: unknown[], schema: Data): { i: number; j: number } {
  const itemsSchema = schema.items;
  const declared =
    typeof itemsSchema === 'object' && itemsSchema !== null && !Array.isArray(itemsSchema)
      ? (itemsSchema as Data).type
      : undefined;
  const types = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
  if (types.length > 0 && !types.some((t) => t === 'object' || t === 'array')) {
    const indices = new Map<string, number>();
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i];
      if (!types.some((t) => isType(item, t))) continue;
      const key = types.length > 1 && typeof item === 'string' ? `${item}_` : String(item);
      const j = indices.get(key);
      if (j !== undefined) return { i, j };
      indices.set(key, i);
    }
  }
  for (let i = items.length - 1; i >= 0; i--)
    for (let j = i - 1; j >= 0; j--) if (equal(items[i], items[j])) return { i, j };
  return { i: items.length, j: 0 };
}
