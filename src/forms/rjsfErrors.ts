/** ajv-shaped errors as RJSF's `RJSFValidationError`s, as @rjsf/validator-ajv8 makes them. */
import { getUiOptions, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import type { AjvLikeError } from './ajvErrors.ts';
import { richKeywords } from './validatorExtensions.ts';

type Data = Record<string, unknown>;

/** `uiSchema` title of a top-level field, as RJSF's ajv8 transform looks it up first. */
const uiTitle = (uiSchema: UiSchema | undefined, path: string[]): string | undefined => {
  let node: unknown = uiSchema;
  for (const part of path)
    node = typeof node === 'object' && node !== null ? (node as Data)[part] : undefined;
  return getUiOptions(node as UiSchema | undefined).title;
};

/** ajv errors as RJSF's (the steps of @rjsf/validator-ajv8 `transformRJSFValidationErrors`). */
export function toRjsfErrors(errors: AjvLikeError[], uiSchema?: UiSchema): RJSFValidationError[] {
  const list = errors.map(
    ({ instancePath: raw, keyword, params, schemaPath, parentSchema, message }) => {
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
    },
  );
  // FORM-11: RJSF drops an anyOf/oneOf option's error that repeats one under the same schema;
  // only rich schemas have options, so that step comes with the rich part (validatorExtensions.ts).
  return richKeywords()?.withoutDuplicates(list) ?? list;
}
