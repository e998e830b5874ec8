/**
 * When the engine shows a field's message, and whether the form may be sent: the one part of
 * validation the engine keeps for itself (docs/decisions.md, "Form messages: RJSF validates, the
 * engine times"). The words come from RJSF's own validation path (validation.ts: the form's
 * `ValidatorType` with `transformErrors` and `customValidate`); this hook decides the moment:
 *
 * - a field's message shows once it holds something or was left (blurred), at once while typing;
 *   a field with `"ui:options": { "showErrors": "onSubmit" }` (OTP, PIN boxes) stays quiet until
 *   a submit; after a submit every message shows;
 * - a keystroke re-validates only the changed field (RJSF's `liveValidate` re-validates the whole
 *   form, several times slower per keystroke on a big form);
 * - server answers (`extraErrors`) show at once, first, and block the submit.
 */
import { useCallback, useMemo, useState } from 'react';
import { deepEquals, type ErrorSchema } from '@rjsf/utils';
import type { FormJsonSchema, FormPackage } from './formPackage.ts';
import type { FormTranslate } from './useFormTranslate.ts';
import { idOfPath } from './fieldIds.ts';
import {
  canSubmit,
  isEmptyValue,
  makeRules,
  validateAll,
  validateField,
  SCHEMA_PROBLEMS,
  type FieldErrors,
} from './validation.ts';

type FormData = Record<string, unknown>;

/** `"ui:options": { "showErrors": "onSubmit" }` keeps a field quiet while typing (OTP, PIN boxes). */
const quietUntilSubmit = (uiSchema: Record<string, unknown>, name: string) =>
  ((uiSchema[name] as { 'ui:options'?: { showErrors?: string } } | undefined)?.['ui:options']
    ?.showErrors ?? '') === 'onSubmit';

/** The value at a dotted path of the form's data ('' is the whole). */
function valueAt(data: unknown, path: string): unknown {
  let node = data;
  for (const key of path.split('.').filter(Boolean))
    node = typeof node === 'object' && node !== null ? (node as FormData)[key] : undefined;
  return node;
}

/** Messages by dotted path as RJSF's nested error schema (`{ address: { town: { __errors } } }`). */
function toErrorSchema(byPath: Record<string, string[]>): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const [path, list] of Object.entries(byPath)) {
    let node = out;
    for (const key of path.split('.').filter(Boolean))
      node = (node[key] ??= {}) as Record<string, unknown>;
    node.__errors = list;
  }
  return out as ErrorSchema;
}

/** The field's name from its RJSF id (`root_msisdn` -> `msisdn`, with the form's id prefix). */
const fieldName = (id: string | undefined, prefix: string) =>
  (id ?? '').startsWith(`${prefix}_`) ? (id ?? '').slice(prefix.length + 1) : (id ?? '');

/** The form's data and messages, and the calls RJSF's change, blur and submit make. */
export interface FieldMessages {
  data: FormData;
  /** The messages to show now, server answers first: RJSF's `extraErrors`. */
  shown: ErrorSchema;
  /** The same by dotted field path, in the order found (the error summary's list). */
  shownByPath: Record<string, string[]>;
  /** No message (shown or not) and no required field empty: the submit may be offered. */
  valid: boolean;
  change(next: FormData, id: string | undefined): void;
  blur(id: string): void;
  /** A submit attempt: validates the whole form, shows every message, true when it may be sent. */
  submit(next: FormData): boolean;
}

export function useFieldMessages(
  pkg: FormPackage,
  schema: FormJsonSchema,
  formData: FormData | undefined,
  extraErrors: Record<string, string | undefined> | undefined,
  // The form's translator, passed in: the form already has it, and a second i18next hook per render
  // is per-keystroke work for nothing.
  { t, language }: FormTranslate,
  /** The form's id prefix (SchemaForm's `idPrefix`). */
  idPrefix = 'root',
  /** A rich form's way to its fields at any depth (rich/richInfoAt.ts, loaded with the rich part). */
  richInfoAt?: Parameters<typeof makeRules>[4],
): FieldMessages {
  const rules = useMemo(
    () => makeRules(pkg, schema, t, language, richInfoAt),
    [pkg, schema, t, language, richInfoAt],
  );
  const [data, setData] = useState<FormData>(formData ?? {});
  const [errors, setErrors] = useState<FieldErrors>(() => validateAll(rules, data));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  // Re-derive during render (not in an effect) when the rules or the parent's data change.
  const [seen, setSeen] = useState({ rules, formData });
  if (seen.rules !== rules || seen.formData !== formData) {
    // A parent echoing back what onChange gave it is not new data: no full validation for that.
    const external =
      formData !== undefined && formData !== seen.formData && !deepEquals(formData, data);
    setSeen({ rules, formData });
    if (external) setData(formData);
    if (external || seen.rules !== rules) setErrors(validateAll(rules, external ? formData : data));
  }

  const extra = useMemo(() => {
    const out: FieldErrors = {};
    for (const [name, text] of Object.entries(extraErrors ?? {})) if (text) out[name] = [text];
    return out;
  }, [extraErrors]);

  const shownByPath = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const [path, list] of Object.entries(errors)) {
      if (path === SCHEMA_PROBLEMS) continue;
      const quiet = quietUntilSubmit(pkg.uiSchema, path);
      const left = touched.has(idOfPath(path, idPrefix));
      const visible = submitted || (!quiet && (left || !isEmptyValue(valueAt(data, path))));
      if (list.length > 0 && visible) out[path] = list;
    }
    for (const [name, list] of Object.entries(extra)) out[name] = [...list, ...(out[name] ?? [])];
    return out;
  }, [errors, extra, touched, submitted, data, pkg.uiSchema, idPrefix]);
  const shown = useMemo(() => toErrorSchema(shownByPath), [shownByPath]);

  const change = useCallback(
    (next: FormData, id: string | undefined) => {
      const name = fieldName(id, idPrefix);
      setData(next);
      setErrors((prev) =>
        rules.flat && name && rules.infos.has(name)
          ? { ...prev, [name]: validateField(rules, name, next) }
          : validateAll(rules, next),
      );
    },
    [rules, idPrefix],
  );

  // Kept by RJSF id, which is how an error's path is matched (idOfPath).
  const blur = useCallback((id: string) => setTouched((prev) => new Set(prev).add(id)), []);

  const submit = useCallback(
    (next: FormData) => {
      const full = validateAll(rules, next);
      setErrors(full);
      setSubmitted(true);
      return canSubmit(schema, next, full, extra);
    },
    [rules, schema, extra],
  );

  return {
    data,
    shown,
    shownByPath,
    valid: canSubmit(schema, data, errors, extra),
    change,
    blur,
    submit,
  };
}
