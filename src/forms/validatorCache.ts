/**
 * The validator of each form schema object, made once and cached. Nothing is compiled: the
 * interpreter (interpretingValidator.ts) walks the schema as data, so no code is generated in the
 * browser and the CSP needs no 'unsafe-eval' (docs/decisions.md #39). Making one checks the package
 * (schemaCheck.ts) and prepares a private copy of its schema, ~10 µs; a re-created (even equal)
 * schema object is checked again, which is why callers keep their schema object stable (see
 * `withLiveBounds`). "compiled" in the names below is kept from the ajv days and means "prepared".
 */
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { InterpretingValidator, toRjsfErrors, type AjvLikeError } from './interpretingValidator.ts';
import type { FormJsonSchema } from './formPackage.ts';
import { formSchemaProblems } from './schemaCheck.ts';

/** The validators of one schema object: RJSF's, and one per field for keystroke validation. */
export interface CompiledForm {
  /** The one `ValidatorType` of the form: the engine's and RJSF's own calls (defaults, schemas). */
  validator: InterpretingValidator;
  /** Why the engine cannot use the schema (`path: problem`); empty when it can. */
  problems: readonly string[];
  /** Validates only `name` of `data` (required or not, as in the form), for a keystroke. */
  field(name: string): (data: Record<string, unknown>) => RJSFValidationError[];
}

const cache = new WeakMap<FormJsonSchema, CompiledForm>();
let compileCount = 0;

/** How many schema objects were prepared so far (for tests and the benchmark). */
export const compiledSchemaCount = () => compileCount;

/** The cached validators of `schema`, made on first use. */
export function compiledFor(schema: FormJsonSchema): CompiledForm {
  const known = cache.get(schema);
  if (known) return known;
  compileCount += 1;
  // One validator per schema object: when the schema is dropped, what it prepared goes with it.
  const validator = new InterpretingValidator();
  const problems = formSchemaProblems(schema);
  const byField = new Map<string, RJSFSchema>();
  const compiled: CompiledForm = {
    validator,
    problems,
    field(name) {
      let one = byField.get(name);
      if (!one) {
        one = {
          type: 'object',
          properties: { [name]: schema.properties?.[name] ?? {} },
          required: schema.required?.includes(name) ? [name] : [],
        } as RJSFSchema;
        byField.set(name, one);
      }
      const fieldSchema = one;
      return (data) => {
        if (problems.length > 0) return [];
        const { errors } = validator.rawValidation<AjvLikeError>(fieldSchema, {
          [name]: data[name],
        });
        return toRjsfErrors(errors ?? []);
      };
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
