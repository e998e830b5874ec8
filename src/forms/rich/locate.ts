/** FORM-19: where in the schema a cfworker error stands, as ajv names it (richKeywords.ts). */
import type { Schema } from '@cfworker/json-schema';
import { asObject, decode, own } from '../ajvErrors.ts';
import type { Prepared } from '../preparedSchema.ts';

type Data = Record<string, unknown>;

/**
 * The schema holding the keyword at cfworker's `keywordLocation` and ajv's path to that schema.
 * cfworker's location is the dynamic one (`#/properties/a/$ref/type`); ajv's goes on from where
 * the reference points (`#/definitions/s/type`), so a `$ref` step is followed through `lookup`.
 */
export function locate(
  root: Schema,
  lookup: Prepared['lookup'],
  keywordLocation: string,
): { schema: Data; path: string } {
  const parts = keywordLocation.replace(/^#\/?/, '').split('/').filter(Boolean);
  parts.pop();
  let node: unknown = root;
  let path = '#';
  for (const part of parts) {
    const here = asObject(node);
    if (part === '$ref' && typeof here.$ref === 'string') {
      const uri = (here as { __absolute_ref__?: string }).__absolute_ref__ ?? here.$ref;
      node = lookup[uri];
      path = here.$ref.startsWith('#') ? here.$ref.replace(/\/$/, '') : `${path}/$ref`;
      continue;
    }
    node = own(here, decode(part));
    path = `${path}/${part}`;
  }
  return { schema: asObject(node), path };
}
