/**
 * ajv's `params` and English `message` for one failed keyword, word for word as ajv 8 writes them,
 * so src/forms/messages.ts reads the interpreter's errors exactly as it read ajv's.
 */

const limitParams = (keyword: string, limit: unknown): Record<string, unknown> => {
  const comparison = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' }[
    keyword
  ];
  return comparison ? { comparison, limit } : { limit };
};

/** ajv's params and English message for one failed keyword of `schema`. */
export function ajvDetails(
  keyword: string,
  schema: Record<string, unknown>,
  missingProperty?: string,
): { params: Record<string, unknown>; message: string } {
  const value = schema[keyword];
  switch (keyword) {
    case 'required':
      return {
        params: { missingProperty },
        message: `must have required property '${missingProperty ?? ''}'`,
      };
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
        params: { type: Array.isArray(value) ? value.join(',') : value },
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
