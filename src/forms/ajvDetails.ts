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
    case 'minItems':
    case 'maxItems':
      return {
        params: { limit: value },
        message: `must NOT have ${keyword === 'minItems' ? 'fewer' : 'more'} than ${String(value)} items`,
      };
    case 'minProperties':
    case 'maxProperties':
      return {
        params: { limit: value },
        message: `must NOT have ${keyword === 'minProperties' ? 'fewer' : 'more'} than ${String(value)} properties`,
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
    case 'uniqueItems':
      return {
        params: { i: found.i, j: found.j },
        message: `must NOT have duplicate items (items ## ${String(found.j)} and ${String(found.i)} are identical)`,
      };
    case 'additionalProperties':
      return {
        params: { additionalProperty: found.additionalProperty },
        message: 'must NOT have additional properties',
      };
    case 'additionalItems': {
      const limit = Array.isArray(schema.items) ? schema.items.length : 0;
      return { params: { limit }, message: `must NOT have more than ${limit} items` };
    }
    case 'dependencies': {
      const deps = found.deps as string[];
      return {
        params: {
          property: found.property,
          missingProperty: found.missingProperty,
          depsCount: deps.length,
          deps: deps.join(', '),
        },
        message: `must have ${deps.length === 1 ? 'property' : 'properties'} ${deps.join(', ')} when property ${String(found.property)} is present`,
      };
    }
    case 'propertyNames':
      return {
        params: { propertyName: found.propertyName },
        message: 'property name must be valid',
      };
    case 'contains':
      return { params: { minContains: 1 }, message: 'must contain at least 1 valid item(s)' };
    case 'not':
      return { params: {}, message: 'must NOT be valid' };
    case 'anyOf':
      return { params: {}, message: 'must match a schema in anyOf' };
    case 'oneOf':
      return {
        params: { passingSchemas: found.passingSchemas ?? null },
        message: 'must match exactly one schema in oneOf',
      };
    case 'if':
      return {
        params: { failingKeyword: found.failingKeyword },
        message: `must match "${String(found.failingKeyword)}" schema`,
      };
    case 'false schema':
      return { params: {}, message: 'boolean schema is false' };
    default:
      return { params: {}, message: `must pass "${keyword}" keyword validation` };
  }
}
