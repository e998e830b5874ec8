/** ajv-shaped errors as RJSF's `RJSFValidationError`s, as @rjsf/validator-ajv8 makes them. */
import { getUiOptions, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import type { AjvLikeError } from './ajvErrors.ts';

type Data = Record<string, unknown>;

/** `uiSchema` title of a top-level field, as RJSF's ajv8 transform looks it up first. */
const uiTitle = (uiSchema: UiSchema | undefined, path: string[]): string | undefined => {
  let node: unknown = uiSchema;
  for (const part of path)
    node = typeof node === 'object' && node !== null ? (node as Data)[part] : undefined;
  return getUiOptions(node as UiSchema | undefined).title;
};

/**
 * FORM-11: @rjsf/validator-ajv8's `filterDuplicateErrors` (its default, no filtering suppressed):
 * an error from inside an `anyOf`/`oneOf` option is dropped when an earlier kept error under the
 * same schema (the path before the first `/anyOf/`, else `/oneOf/`) has the same message (two
 * options both missing `foo`, two `false` options). A flat form has neither keyword: nothing is
 * dropped, and the check is one `indexOf` per error.
 */
function withoutDuplicates(errors: RJSFValidationError[]): RJSFValidationError[] {
  const kept: RJSFValidationError[] = [];
  for (const error of errors) {
    const path = error.schemaPath ?? '';
    const anyOf = path.indexOf('/anyOf/');
    const cut = anyOf >= 0 ? anyOf : path.indexOf('/oneOf/');
    const prefix = cut > 0 ? path.slice(0, cut) : undefined;
    const duplicate =
      prefix !== undefined &&
      kept.some((e) => e.message === error.message && e.schemaPath?.startsWith(prefix));
    if (!duplicate) kept.push(error);
  }
  return kept;
}

/** ajv errors as RJSF's (the steps of @rjsf/validator-ajv8 `transformRJSFValidationErrors`). */
export function toRjsfErrors(errors: AjvLikeError[], uiSchema?: UiSchema): RJSFValidationError[] {
  return withoutDuplicates(
    errors.map(({ instancePath: raw, keyword, params, schemaPath, parentSchema, message }) => {
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
    }),
  );
}
