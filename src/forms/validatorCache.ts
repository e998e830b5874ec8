/**
 * Compiled validators, cached per schema object. Compiling a form schema in ajv costs 37-42 ms, so
 * a schema object is compiled once; a re-created (even equal) schema object compiles again, which
 * is why callers keep their schema object stable (see `withLiveBounds`).
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { default as Ajv, ValidateFunction } from 'ajv';
import type { FormJsonSchema } from './formPackage.ts';

/** The validators of one schema object: RJSF's, and one per field for keystroke validation. */
export interface CompiledForm {
  validator: ValidatorType;
  field(name: string): ValidateFunction;
}

const cache = new WeakMap<FormJsonSchema, CompiledForm>();
let compileCount = 0;

/** How many schema objects were compiled so far (for tests and the benchmark). */
export const compiledSchemaCount = () => compileCount;

/** The cached validators of `schema`, made on first use. */
export function compiledFor(schema: FormJsonSchema): CompiledForm {
  const known = cache.get(schema);
  if (known) return known;
  compileCount += 1;
  // One ajv per schema object: when the schema is dropped, its compiled code goes with it.
  const validator = customizeValidator({ ajvOptionsOverrides: { allErrors: true } });
  const ajv = (validator as unknown as { ajv: Ajv }).ajv;
  const byField = new Map<string, ValidateFunction>();
  const compiled: CompiledForm = {
    validator,
    field(name) {
      let fn = byField.get(name);
      if (!fn) {
        const required = schema.required?.includes(name) ? [name] : [];
        fn = ajv.compile({
          type: 'object',
          properties: { [name]: schema.properties[name] ?? {} },
          required,
        });
        byField.set(name, fn);
      }
      return fn;
    },
  };
  cache.set(schema, compiled);
  return compiled;
}

/** Live amount bounds from portal config, e.g. `{ amount: { minimum: 500, maximum: 1000000 } }`. */
export type LiveBounds = Record<string, { minimum?: number; maximum?: number }>;

const boundsCache = new WeakMap<FormJsonSchema, Map<string, FormJsonSchema>>();

/**
 * The schema with config bounds written into its fields. The result is cached per schema and
 * bounds value, so equal bounds give the very same object and nothing recompiles.
 */
export function withLiveBounds(
  schema: FormJsonSchema,
  bounds: LiveBounds | undefined,
): FormJsonSchema {
  if (!bounds || Object.keys(bounds).length === 0) return schema;
  const key = JSON.stringify(bounds);
  let byKey = boundsCache.get(schema);
  if (!byKey) boundsCache.set(schema, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const properties = { ...schema.properties };
  for (const [name, limits] of Object.entries(bounds)) {
    const field = properties[name];
    if (field) properties[name] = { ...field, ...limits };
  }
  const bounded = { ...schema, properties };
  byKey.set(key, bounded);
  return bounded;
}
