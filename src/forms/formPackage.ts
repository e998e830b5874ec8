/**
 * The form package: what the content service delivers for one form (see docs/content-editing.md).
 * Parsed and checked here because a CMS can send anything; React-free so scripts can use it.
 */
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A JSON Schema (draft-07) as the engine uses it: usually an object of fields, but any schema may
 * be the root (one value, a list, `{}`), so `type` and `properties` are optional.
 */
export interface FormJsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  required?: string[];
  properties?: Record<string, FieldJsonSchema>;
  [keyword: string]: unknown;
}

/** The schema of one field. */
export interface FieldJsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean';
  title?: string;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  [keyword: string]: unknown;
}

/**
 * Per-field message overrides by ajv keyword (required, minLength, maxLength, pattern, minimum,
 * maximum, format, const). A value starting with `@` names a message of the
 * `validation-translation` namespace (e.g. `@mobile.invalid`); any other value is shown as written,
 * with `{{label}}` and `{{n}}` filled in.
 */
export type FieldMessages = Partial<Record<string, string>>;

/** One parsed form package. */
export interface FormPackage {
  id: string;
  version: number;
  schema: FormJsonSchema;
  uiSchema: Record<string, unknown>;
  messages: Record<string, FieldMessages>;
}

/** Result of {@link parseFormPackage}: the package, or every problem found in it. */
export type ParseResult = { ok: true; pkg: FormPackage } | { ok: false; problems: string[] };

/** Checks the shape of a form package (not the JSON Schema semantics: that is ajv's job). */
export function parseFormPackage(input: unknown): ParseResult {
  const problems: string[] = [];
  if (typeof input === 'string') {
    try {
      return parseFormPackage(JSON.parse(input));
    } catch {
      return { ok: false, problems: ['package: is not valid JSON'] };
    }
  }
  if (!isObject(input)) return { ok: false, problems: ['package: must be an object'] };
  const { id, version, schema, uiSchema = {}, messages = {} } = input;
  if (typeof id !== 'string' || id === '') problems.push('id: must be a non-empty string');
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    problems.push('version: must be a whole number from 1');
  if (!isObject(schema)) problems.push('schema: must be an object');
  else {
    // Any schema may be the root (issue 29); when it has fields, they are schemas.
    if (schema.properties !== undefined && !isObject(schema.properties))
      problems.push('schema.properties: must be an object');
    else
      for (const [name, field] of Object.entries(schema.properties ?? {}))
        if (!isObject(field)) problems.push(`schema.properties.${name}: must be an object`);
    const required = schema.required ?? [];
    if (!Array.isArray(required) || required.some((r) => typeof r !== 'string'))
      problems.push('schema.required: must be a list of field names');
  }
  if (!isObject(uiSchema)) problems.push('uiSchema: must be an object');
  if (!isObject(messages)) problems.push('messages: must be an object');
  else {
    for (const [field, byKeyword] of Object.entries(messages)) {
      if (!isObject(byKeyword)) problems.push(`messages.${field}: must be an object`);
      else
        for (const [k, text] of Object.entries(byKeyword))
          if (typeof text !== 'string') problems.push(`messages.${field}.${k}: must be text`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    pkg: {
      id: id as string,
      version: version as number,
      schema: schema as FormJsonSchema,
      uiSchema: uiSchema as Record<string, unknown>,
      messages: messages as Record<string, FieldMessages>,
    },
  };
}
