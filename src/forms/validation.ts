/**
 * Turns a form package plus data into per-field messages: the JSON Schema interpreter for what
 * JSON Schema expresses (ajv's keywords and params, through RJSF `transformErrors`),
 * `customValidate` for the address rules it cannot.
 */
import type { CustomValidator, FormValidation, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import type { FormJsonSchema, FormPackage } from './formPackage.ts';
import {
  addressRuleMessage,
  isAddressField,
  keywordMessage,
  type FieldInfo,
  type Translate,
} from './messages.ts';
import { compiledFor } from './validatorCache.ts';
import { needsRichEngine } from './formShape.ts';

/** Messages per field name (and, under {@link SCHEMA_PROBLEMS}, why the schema is unusable). */
export type FieldErrors = Record<string, string[]>;

/** The key of {@link FieldErrors} that lists a schema's problems: never shown, blocks submit. */
export const SCHEMA_PROBLEMS = '$schema';
type FormData = Record<string, unknown>;

/** The `ui:widget` of a top-level field, if any. */
export const widgetOf = (pkg: FormPackage, name: string) => {
  const widget = (pkg.uiSchema[name] as Record<string, unknown> | undefined)?.['ui:widget'];
  return typeof widget === 'string' ? widget : undefined;
};

/** What the rules need about every top-level field of `schema`. */
export function fieldInfos(pkg: FormPackage, schema: FormJsonSchema): Map<string, FieldInfo> {
  const infos = new Map<string, FieldInfo>();
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    infos.set(name, {
      name,
      label: field.title ?? name,
      type: field.type,
      widget: widgetOf(pkg, name),
      minLength: field.minLength,
      pattern: field.pattern,
      messages: pkg.messages[name] ?? {},
    });
  }
  return infos;
}

/** The dotted path of an error's field (`address.town`; '' for a form that is one value). */
const pathOf = (error: RJSFValidationError) => (error.property ?? '').replace(/^\./, '');

/** Finds what a message needs about the field at a dotted path, for the data being checked. */
export type InfoAt = (path: string, data: unknown) => FieldInfo | undefined;

/**
 * RJSF `transformErrors`: the spec's words for every keyword error; address fields are left to
 * customValidate. A flat form's fields are found in `infos`; a rich form's, at any depth, by
 * `infoAt` with the data being checked (FORM-15).
 */
export function makeTransformErrors(
  infos: Map<string, FieldInfo>,
  t: Translate,
  language: string,
  infoAt?: InfoAt,
): (errors: RJSFValidationError[], data?: unknown) => RJSFValidationError[] {
  // A message depends only on the field, the keyword and its limit, and these rules are made anew
  // for each translator and language: each is looked up once, not on every keystroke (an i18next
  // lookup is most of a keystroke's validation).
  const texts = new Map<string, string | undefined>();
  const textOf = (info: FieldInfo, error: RJSFValidationError) => {
    const limit = error.params?.limit as unknown;
    const key = `${info.name}\u0000${info.label}\u0000${error.name ?? ''}\u0000${typeof limit}:${String(limit)}`;
    if (!texts.has(key)) texts.set(key, keywordMessage(t, info, error, language));
    return texts.get(key);
  };
  return (errors, data) =>
    errors.flatMap((error) => {
      // An unmet `if` comes with the errors of its `then`/`else`, which say what to fix.
      if (error.name === 'if') return [];
      const path = pathOf(error);
      const info = infoAt ? infoAt(path, data) : infos.get(path);
      if (!info || isAddressField(info.name)) return [];
      const text = textOf(info, error);
      return text === undefined
        ? []
        : [{ ...error, message: text, stack: `${info.label}: ${text}` }];
    });
}

/** RJSF `customValidate`: the installationAddress and landmark rules. */
export function makeCustomValidate(infos: Map<string, FieldInfo>, t: Translate): CustomValidator {
  return (formData, errors) => {
    const data = (formData ?? {}) as FormData;
    for (const info of infos.values()) {
      if (!isAddressField(info.name)) continue;
      const text = addressRuleMessage(t, info, data[info.name]);
      const slot = (errors as unknown as Record<string, FormValidation | undefined>)[info.name];
      if (text !== undefined && slot) slot.addError(text);
    }
    return errors;
  };
}

/** Everything needed to validate one package with one language. */
export interface FormRules {
  schema: FormJsonSchema;
  /** A flat form (formShape.ts): one field is re-checked per keystroke; else the whole form. */
  flat: boolean;
  infos: Map<string, FieldInfo>;
  transformErrors: (errors: RJSFValidationError[], data?: unknown) => RJSFValidationError[];
  customValidate: CustomValidator;
  t: Translate;
}

/** Builds the rules of a package for a translator and language. */
export function makeRules(
  pkg: FormPackage,
  schema: FormJsonSchema,
  t: Translate,
  language: string,
  /** A rich form's way to its fields at any depth (the engine's rich part, richEngine.ts). */
  richInfoAt?: (pkg: FormPackage, schema: FormJsonSchema, t: Translate) => InfoAt,
): FormRules {
  const infos = fieldInfos(pkg, schema);
  const flat = !needsRichEngine(schema, pkg.uiSchema);
  return {
    schema,
    flat,
    infos,
    t,
    transformErrors: makeTransformErrors(
      infos,
      t,
      language,
      flat ? undefined : richInfoAt?.(pkg, schema, t),
    ),
    customValidate: makeCustomValidate(infos, t),
  };
}

/** The messages of an RJSF error schema by dotted field path ('' for the form's own value). */
function byPath(node: unknown, path: string, out: FieldErrors): FieldErrors {
  if (typeof node !== 'object' || node === null) return out;
  for (const [key, value] of Object.entries(node)) {
    if (key === '__errors') {
      const list = (value as string[]).filter(Boolean);
      if (list.length > 0) out[path] = [...new Set([...(out[path] ?? []), ...list])];
    } else byPath(value, path === '' ? key : `${path}.${key}`, out);
  }
  return out;
}

/** Full validation, as on submit: the whole form through RJSF's validator, by field path. */
export function validateAll(rules: FormRules, data: FormData): FieldErrors {
  const { validator, problems } = compiledFor(rules.schema);
  if (problems.length > 0) return { [SCHEMA_PROBLEMS]: [...problems] };
  const { errorSchema } = validator.validateFormData(
    data,
    rules.schema as RJSFSchema,
    rules.customValidate,
    (errors) => rules.transformErrors(errors, data),
  );
  return byPath(errorSchema, '', {});
}

/** Validation of one changed field of a flat form (per keystroke): only its one-field schema is interpreted. */
export function validateField(rules: FormRules, name: string, data: FormData): string[] {
  const info = rules.infos.get(name);
  if (!info) return [];
  if (isAddressField(name)) {
    const text = addressRuleMessage(rules.t, info, data[name]);
    return text === undefined ? [] : [text];
  }
  const raw: RJSFValidationError[] = compiledFor(rules.schema).field(name)(data);
  return [...new Set(rules.transformErrors(raw).map((e) => e.message ?? ''))].filter(Boolean);
}

/** Empty as the submit rule means it: nothing typed, or an unchecked checkbox. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

/** Submit is allowed when no field has an error and no required field is empty. */
export function canSubmit(
  schema: FormJsonSchema,
  data: FormData,
  errors: FieldErrors,
  extra: FieldErrors = {},
): boolean {
  const anyError = (e: FieldErrors) => Object.values(e).some((list) => list.length > 0);
  if (anyError(errors) || anyError(extra)) return false;
  return (Array.isArray(schema.required) ? schema.required : []).every(
    (name) => !isEmptyValue(data[name]),
  );
}
