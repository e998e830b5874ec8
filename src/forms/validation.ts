/**
 * Turns a form package plus data into per-field messages: the JSON Schema interpreter for what
 * JSON Schema expresses (ajv's keywords and params, through RJSF `transformErrors`),
 * `customValidate` for the address rules it cannot.
 */
import type {
  CustomValidator,
  ErrorTransformer,
  FormValidation,
  RJSFSchema,
  RJSFValidationError,
} from '@rjsf/utils';
import type { FormJsonSchema, FormPackage } from './formPackage.ts';
import {
  addressRuleMessage,
  isAddressField,
  keywordMessage,
  type FieldInfo,
  type Translate,
} from './messages.ts';
import { compiledFor } from './validatorCache.ts';

/** Messages per field name (and, under {@link SCHEMA_PROBLEMS}, why the schema is unusable). */
export type FieldErrors = Record<string, string[]>;

/** The key of {@link FieldErrors} that lists a schema's problems: never shown, blocks submit. */
export const SCHEMA_PROBLEMS = '$schema';
type FormData = Record<string, unknown>;

/** What the rules need about every field of `schema`. */
export function fieldInfos(pkg: FormPackage, schema: FormJsonSchema): Map<string, FieldInfo> {
  const infos = new Map<string, FieldInfo>();
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    infos.set(name, {
      name,
      label: field.title ?? name,
      type: field.type,
      minLength: field.minLength,
      pattern: field.pattern,
      messages: pkg.messages[name] ?? {},
    });
  }
  return infos;
}

const fieldOf = (error: RJSFValidationError) =>
  (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';

/** RJSF `transformErrors`: the spec's words for every keyword error; address fields are left to customValidate. */
export function makeTransformErrors(
  infos: Map<string, FieldInfo>,
  t: Translate,
  language: string,
): ErrorTransformer {
  // A message depends only on the field, the keyword and its limit, and these rules are made anew
  // for each translator and language: each is looked up once, not on every keystroke (an i18next
  // lookup is most of a keystroke's validation).
  const texts = new Map<string, string | undefined>();
  const textOf = (info: FieldInfo, error: RJSFValidationError) => {
    const limit = error.params?.limit as unknown;
    const key = `${info.name}\u0000${error.name ?? ''}\u0000${typeof limit}:${String(limit)}`;
    if (!texts.has(key)) texts.set(key, keywordMessage(t, info, error, language));
    return texts.get(key);
  };
  return (errors) =>
    errors.flatMap((error) => {
      const info = infos.get(fieldOf(error));
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
  infos: Map<string, FieldInfo>;
  transformErrors: ErrorTransformer;
  customValidate: CustomValidator;
  t: Translate;
}

/** Builds the rules of a package for a translator and language. */
export function makeRules(
  pkg: FormPackage,
  schema: FormJsonSchema,
  t: Translate,
  language: string,
): FormRules {
  const infos = fieldInfos(pkg, schema);
  return {
    schema,
    infos,
    t,
    transformErrors: makeTransformErrors(infos, t, language),
    customValidate: makeCustomValidate(infos, t),
  };
}

/** Full validation, as on submit: the whole form through RJSF's validator. */
export function validateAll(rules: FormRules, data: FormData): FieldErrors {
  const { validator, problems } = compiledFor(rules.schema);
  if (problems.length > 0) return { [SCHEMA_PROBLEMS]: [...problems] };
  const { errorSchema } = validator.validateFormData(
    data,
    rules.schema as RJSFSchema,
    rules.customValidate,
    rules.transformErrors,
  );
  const out: FieldErrors = {};
  for (const name of rules.infos.keys()) {
    const list =
      (errorSchema as Record<string, { __errors?: string[] } | undefined>)[name]?.__errors ?? [];
    if (list.length > 0) out[name] = [...new Set(list)];
  }
  return out;
}

/** Validation of one changed field (per keystroke): only that field's one-field schema is interpreted. */
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
  return (schema.required ?? []).every((name) => !isEmptyValue(data[name]));
}
