/**
 * RJSF's `ValidatorType` on an interpreting JSON Schema validator (@cfworker/json-schema): the
 * schema is walked as data on every call, so no function is ever generated from a CMS package
 * (no `new Function`, no 'unsafe-eval' in the CSP) and ajv stays out of the browser.
 *
 * Errors come out exactly as @rjsf/validator-ajv8 gives them (`name` = ajv keyword, `property`,
 * ajv `params` and English message, in ajv's order), so `transformErrors` and src/forms/messages.ts
 * work unchanged; `validateFormData` follows the ajv8 validator's steps (processRawValidationErrors).
 * Draft-07, like the packages (and ajv8's default).
 */
import { validate, dereference, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  getUiOptions,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

type Data = Record<string, unknown>;

/** One error as ajv reports it (the fields of ajv's `ErrorObject` that RJSF reads). */
export interface AjvLikeError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  /** The schema holding the failed keyword (ajv's `parentSchema` with `verbose: true`). */
  parentSchema?: Record<string, unknown>;
}

const DRAFT = '7';

/** A schema ready to interpret: a private JSON copy (cfworker annotates what it dereferences). */
interface Prepared {
  schema: Schema;
  lookup: ReturnType<typeof dereference>;
}

/** Keywords whose cfworker error only says "a sub-schema failed"; ajv reports the inner error alone. */
const WRAPPERS = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'additionalItems',
  '$ref',
  'allOf',
  'dependentSchemas',
  'propertyNames',
  'contains',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** ajv's keyword groups in the order its generated code checks them (ajv/lib/compile/rules.ts). */
const GROUPS: { type?: string; keywords: string[] }[] = [
  { keywords: ['const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if'] },
  {
    type: 'number',
    keywords: [
      'maximum',
      'minimum',
      'exclusiveMaximum',
      'exclusiveMinimum',
      'multipleOf',
      'format',
    ],
  },
  { type: 'string', keywords: ['maxLength', 'minLength', 'pattern', 'format'] },
  { type: 'array', keywords: ['maxItems', 'minItems', 'uniqueItems', 'items', 'contains'] },
  {
    type: 'object',
    keywords: ['maxProperties', 'minProperties', 'required', 'dependencies', 'propertyNames'],
  },
];

/**
 * Where ajv puts `keyword` among the errors of one schema: group by group; a single `type` with
 * keywords of its own group is checked in that group's place, any other `type` first.
 */
function ajvRank(keyword: string, schema: Record<string, unknown>): number {
  const type = schema.type;
  if (keyword === 'type') {
    const own = GROUPS.findIndex(
      (g) => g.type === type && g.keywords.some((k) => schema[k] !== undefined),
    );
    return own < 0 ? -1 : own * 100 + 99;
  }
  for (const [index, group] of GROUPS.entries()) {
    const at = group.keywords.indexOf(keyword);
    if (at >= 0) return index * 100 + at;
  }
  return 1000;
}

const decode = (part: string) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON pointer fragment (`#/properties/phone`) inside `root`. */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/')) {
    if (part === '') continue;
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[decode(part)]
        : undefined;
  }
  return node;
}

/** cfworker's `#/a/b` instance location as ajv's `/a/b` instance path. */
const instancePath = (location: string) => location.replace(/^#/, '');

const limitParams = (keyword: string, limit: unknown): Record<string, unknown> => {
  const comparison = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' }[
    keyword
  ];
  return comparison ? { comparison, limit } : { limit };
};

/** ajv's params and English message for one failed keyword of `schema`. */
function ajvDetails(
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

/** Own keys of an object whose value is present (ajv counts `undefined` as missing). */
const present = (value: unknown, key: string) =>
  typeof value === 'object' &&
  value !== null &&
  Object.prototype.hasOwnProperty.call(value, key) &&
  (value as Data)[key] !== undefined;

/** RJSF runs ajv with `multipleOfPrecision: 8`: a float within 1e-8 of a multiple counts as one. */
function closeToMultiple(value: unknown, schema: Record<string, unknown>): boolean {
  const divisor = schema.multipleOf;
  if (typeof value !== 'number' || typeof divisor !== 'number') return false;
  const division = value / divisor;
  return Math.abs(Math.round(division) - division) <= 1e-8;
}

/** cfworker's errors as ajv's, in ajv's order. */
export function toAjvErrors(units: OutputUnit[], schema: Schema, data: unknown): AjvLikeError[] {
  const out: (AjvLikeError & { rank: number; group: number })[] = [];
  const groups = new Map<string, number>();
  const missingSeen = new Map<string, number>();
  for (const unit of units) {
    if (WRAPPERS.has(unit.keyword)) continue;
    const parentPointer = unit.keywordLocation.slice(0, unit.keywordLocation.lastIndexOf('/'));
    const parentSchema = (at(schema, parentPointer) ?? {}) as Record<string, unknown>;
    const path = instancePath(unit.instanceLocation);
    if (
      unit.keyword === 'multipleOf' &&
      closeToMultiple(at(data, unit.instanceLocation), parentSchema)
    )
      continue;
    let missingProperty: string | undefined;
    if (unit.keyword === 'required') {
      // One cfworker error per missing name, in `required` order: pair them up.
      const instance = at(data, unit.instanceLocation);
      const missing = ((parentSchema.required ?? []) as string[]).filter(
        (name) => !present(instance, name),
      );
      const index = missingSeen.get(path) ?? 0;
      missingSeen.set(path, index + 1);
      missingProperty = missing[index];
    }
    if (!groups.has(path)) groups.set(path, groups.size);
    out.push({
      instancePath: path,
      schemaPath: unit.keywordLocation,
      keyword: unit.keyword,
      parentSchema,
      ...ajvDetails(unit.keyword, parentSchema, missingProperty),
      rank: ajvRank(unit.keyword, parentSchema),
      group: groups.get(path) ?? 0,
    });
  }
  return out
    .map((e, index) => ({ e, index }))
    .sort((a, b) => a.e.group - b.e.group || a.e.rank - b.e.rank || a.index - b.index)
    .map(({ e: { rank: _rank, group: _group, ...error } }) => error);
}

/** Form data as JSON, the only thing the interpreter takes: `undefined` members are absent. */
export function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : asJson(item)));
  if (typeof value === 'object' && value !== null) {
    const out: Data = {};
    for (const [key, item] of Object.entries(value))
      if (item !== undefined) out[key] = asJson(item);
    return out;
  }
  return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint'
    ? null
    : value;
}

/** `uiSchema` title of a top-level field, as RJSF's ajv8 transform looks it up first. */
const uiTitle = (uiSchema: UiSchema | undefined, path: string[]): string | undefined => {
  let node: unknown = uiSchema;
  for (const part of path)
    node = typeof node === 'object' && node !== null ? (node as Data)[part] : undefined;
  return getUiOptions(node as UiSchema | undefined).title;
};

/** ajv errors as RJSF's (the steps of @rjsf/validator-ajv8 `transformRJSFValidationErrors`). */
export function toRjsfErrors(errors: AjvLikeError[], uiSchema?: UiSchema): RJSFValidationError[] {
  return errors.map(({ instancePath: raw, keyword, params, schemaPath, parentSchema, message }) => {
    let property = raw.replace(/\//g, '.');
    let text = message;
    let stack = `${property} ${text}`.trim();
    let title = '';
    const parts = property.replace(/^\./, '').split('.').filter(Boolean);
    const missing = params.missingProperty as string | undefined;
    if (missing !== undefined) {
      const properties = (parentSchema?.properties ?? {}) as Record<string, { title?: string }>;
      const found = uiTitle(uiSchema, [...parts, missing]) ?? properties[missing]?.title;
      if (found) {
        text = text.replace(`'${missing}'`, `'${found}'`);
        title = found;
      }
      stack = text;
      property = property ? `${property}.${missing}` : missing;
    } else {
      const found = uiTitle(uiSchema, parts) ?? (parentSchema?.title as string | undefined);
      if (found) {
        stack = `'${found}' ${text}`.trim();
        title = found;
      }
    }
    return { name: keyword, property, message: text, params, stack, schemaPath, title };
  });
}

/** The `ValidatorType` RJSF and the engine share: one instance per form schema object. */
export class InterpretingValidator implements ValidatorType<Data, RJSFSchema> {
  private prepared = new WeakMap<object, Prepared>();

  /** A private JSON copy of `schema`, dereferenced once per schema object. */
  private prepare(schema: object): Prepared {
    let known = this.prepared.get(schema);
    if (!known) {
      const copy = JSON.parse(JSON.stringify(schema)) as Schema;
      known = { schema: copy, lookup: dereference(copy) };
      this.prepared.set(schema, known);
    }
    return known;
  }

  /** Errors of `data` against `schema`, as ajv gives them, or why the schema could not be used. */
  rawValidation<Result = AjvLikeError>(
    schema: RJSFSchema,
    formData?: Data,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const { schema: copy, lookup } = this.prepare(schema);
      const data = asJson(formData);
      const result = validate(data, copy, DRAFT, lookup, false);
      return {
        errors: result.valid
          ? undefined
          : (toAjvErrors(result.errors, copy, data) as unknown as Result[]),
      };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  /** The steps of @rjsf/validator-ajv8's `validateFormData` (processRawValidationErrors). */
  validateFormData(
    formData: Data | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Data, RJSFSchema>,
    transformErrors?: ErrorTransformer<Data, RJSFSchema>,
    uiSchema?: UiSchema<Data, RJSFSchema>,
  ): ValidationData<Data> {
    const { errors: raw, validationError } = this.rawValidation<AjvLikeError>(schema, formData);
    let errors: RJSFValidationError[] = toRjsfErrors(raw ?? [], uiSchema);
    if (validationError) errors = [...errors, { stack: validationError.message }];
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    let errorSchema = toErrorSchema<Data>(errors);
    if (validationError)
      errorSchema = {
        ...errorSchema,
        $schema: { __errors: [validationError.message] },
      } as ErrorSchema<Data>;
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    // Include form data with undefined values, which custom validation needs (as ajv8 does).
    const withDefaults = getDefaultFormState<Data, RJSFSchema>(
      this,
      schema,
      formData,
      schema,
      true,
    ) as Data;
    const handler = customValidate(
      withDefaults,
      createErrorHandler<Data>(withDefaults),
      uiSchema,
      errorSchema,
    );
    return validationDataMerge<Data>({ errors, errorSchema }, unwrapErrorHandler<Data>(handler));
  }

  /**
   * True when `formData` is valid against `schema` (RJSF asks this for anyOf/oneOf/if and
   * dependencies); references resolve in `rootSchema`. An unusable schema is never valid.
   */
  isValid(schema: RJSFSchema, formData: Data | undefined, rootSchema: RJSFSchema): boolean {
    try {
      const root = this.prepare(rootSchema);
      const own = schema === rootSchema ? root : this.prepare(schema);
      const lookup = own === root ? root.lookup : { ...root.lookup, ...own.lookup };
      return validate(asJson(formData), own.schema, DRAFT, lookup, true).valid;
    } catch (error) {
      console.warn('Error encountered interpreting schema:', error);
      return false;
    }
  }

  /** Forgets every prepared schema. */
  reset(): void {
    this.prepared = new WeakMap();
  }
}
