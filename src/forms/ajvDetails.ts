/**
 * ajv's `params` and English `message` for one failed keyword, word for word as ajv 8 writes them,
 * so src/forms/messages.ts reads the interpreter's errors exactly as it read ajv's. Here the keywords
 * of a flat form (FORM-19: all the first load carries); the rich part adds those of arrays, objects,
 * alternatives and conditions (rich/richKeywords.ts).
 */

const limitParams = (keyword: string, limit: unknown): Record<string, unknown> => {
  const comparison = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' }[
    keyword
  ];
  return comparison ? { comparison, limit } : { limit };
};

/**
 * ajv's params and English message for one failed keyword of `schema`; `found` holds the params
 * only the data tells (the missing property, the duplicate items, the extra property).
 */
export function ajvDetails(
  keyword: string,
  schema: Record<string, unknown>,
  found: Record<string, unknown> = {},
): { params: Record<string, unknown>; message: string } {
  const value = schema[keyword];
  switch (keyword) {
    case 'required': {
      const missingProperty = found.missingProperty as string | undefined;
      return {
        params: { missingProperty },
        message: `must have required property '${missingProperty ?? ''}'`,
      };
    }
    case 'minLength':
    case 'maxLength':
      return {
        params: { limit: value },
        message: `must NOT have ${keyword === 'minLength' ? 'fewer' : 'more'} than ${String(value)} characters`,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const params = limitParams(keyword, value);
      return { params, message: `must be ${String(params.comparison)} ${String(value)}` };
    }
    case 'multipleOf':
      return { params: { multipleOf: value }, message: `must be multiple of ${String(value)}` };
    case 'pattern':
      return { params: { pattern: value }, message: `must match pattern "${String(value)}"` };
    case 'format':
      return { params: { format: value }, message: `must match format "${String(value)}"` };
    case 'type':
      return {
        // ajv's params hold the schema's `type` as written (a list stays a list).
        params: { type: value },
        message: `must be ${Array.isArray(value) ? value.join(',') : String(value)}`,
      };
    case 'const':
      return { params: { allowedValue: value }, message: 'must be equal to constant' };
    case 'enum':
      return {
        params: { allowedValues: value },
        message: 'must be equal to one of the allowed values',
      };
    default:
      return { params: {}, message: `must pass "${keyword}" keyword validation` };
  }
}
