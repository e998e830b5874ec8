/**
 * Reads a JSON request body with its nesting bounded. JSON.parse copes with any depth, but what
 * walks the value afterwards (JSON.stringify when a payload is stored, the handlers) recurses: a
 * 5000-deep array used to end in a stack overflow and a 500. The depth is counted on the text,
 * without recursion, before anything parses it.
 */

/** Deeper than any operator payload (a lead's address or plan sits at depth 3 under `data`). */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Why text that is not JSON is refused (callers may word it in their own envelope terms). */
export const NOT_JSON = 'Body is not valid JSON';

export type ParsedBody = { ok: true; value: unknown } | { ok: false; message: string };

/** The parsed body, or why it is refused (not JSON, or nested deeper than MAX_JSON_DEPTH). */
export function parseJsonBody(text: string): ParsedBody {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    return { ok: false, message: `Body nested too deeply (at most ${MAX_JSON_DEPTH} levels)` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: NOT_JSON };
  }
}
