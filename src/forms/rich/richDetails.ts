/** FORM-19: ajv's params and messages for the rich keywords (richKeywords.ts places the errors). */
import { ajvDetails } from '../ajvDetails.ts';

/** ajv's params and English message for the keywords only a rich schema has, then the flat ones. */
export function richDetails(
  keyword: string,
  schema: Record<string, unknown>,
  found: Record<string, unknown>,
): { params: Record<string, unknown>; message: string } {
  const value = schema[keyword];
  switch (keyword) {
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
      return ajvDetails(keyword, schema, found);
  }
}
