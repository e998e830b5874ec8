/**
 * FORM-19: the validator's rich keywords, registered by the engine's rich part when it loads.
 * A flat form (formShape.ts) never raises them, so their error shaping (ajv's order around
 * anyOf/oneOf/if/contains/propertyNames, ajv's paths through `$ref`, duplicate items, `false`
 * schemas placed as ajv places them) stays out of the first-load chunk. Until they are registered
 * the validator still answers validity exactly as after (cfworker decides it); only the fine shape
 * of a rich keyword's error may differ, and no rich package is validated for a person before its
 * rich part is loaded (rich/richEngine.ts registers them; the server registers them at start).
 */
import type { dereference, OutputUnit, Schema } from '@cfworker/json-schema';
import type { RJSFValidationError } from '@rjsf/utils';
import type { AjvLikeError } from './ajvLikeError.ts';

/** What the rich part adds to the validator (rich/richKeywords.ts). */
export interface RichKeywords {
  /** cfworker's errors as ajv's, for any schema (rich keywords included). */
  toAjvErrors(
    units: OutputUnit[],
    schema: Schema,
    data: unknown,
    lookup: ReturnType<typeof dereference>,
  ): AjvLikeError[];
  /** A schema's private copy made ready to interpret (its `false` subschemas spelled as objects). */
  prepareCopy(copy: unknown): unknown;
  /** RJSF's errors without an anyOf/oneOf option's repeat of an error under the same schema. */
  withoutDuplicates(errors: RJSFValidationError[]): RJSFValidationError[];
}

let registered: RichKeywords | undefined;

/** Registers the rich keywords (or, for a test, forgets them with `undefined`). */
export function registerRichKeywords(keywords: RichKeywords | undefined): void {
  registered = keywords;
}

/** The registered rich keywords, if the rich part has registered them. */
export const richKeywords = (): RichKeywords | undefined => registered;
