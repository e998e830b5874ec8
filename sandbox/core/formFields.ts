/**
 * A submitted form's fields checked with its CMS form package, by the interpreter the browser's
 * form engine uses (@cfworker/json-schema, draft-07, errors read as src/forms/ajvErrors.ts reads
 * them): each field rule lives in the package alone, so the server refuses what the form would
 * have refused (docs/sandbox.md, "Form fields: the CMS package is the server's rule too").
 */
import { validate } from '@cfworker/json-schema';
import { toAjvErrors, type AjvLikeError } from '../../src/forms/ajvErrors.ts';
import type { FormPackage } from '../../src/forms/formPackage.ts';
import { asJson } from '../../src/forms/jsonData.ts';
import { fieldNames } from '../../src/forms/schemaWalk.ts';
import { prepareSchema } from '../../src/forms/preparedSchema.ts';
import { richValidatorKeywords } from '../../src/forms/rich/richKeywords.ts';
import { registerRichKeywords } from '../../src/forms/validatorExtensions.ts';

// The server checks rich packages too: their errors shaped as ajv's, as the browser's once its
// rich part is loaded (FORM-19 keeps them out of the browser's first load only).
registerRichKeywords(richValidatorKeywords);

/** One refused field: its name in the package and what is wrong, in words. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/** The fields' problems, or why the package cannot be used as a rule at all. */
export type FieldCheck = { problems: FieldProblem[] } | { unusable: string };

type Data = Record<string, unknown>;

/**
 * The errors of `data` against `schema`, as the browser's InterpretingValidator.rawValidation
 * finds them; taken without that class because its RJSF import would add half a second to the
 * sandbox's start. Throws when the schema cannot be used (a pattern that is no regular expression).
 */
export function schemaErrors(schema: object, data: unknown): AjvLikeError[] {
  const { schema: copy, lookup } = prepareSchema(schema);
  const json = asJson(data);
  const result = validate(json, copy, '7', lookup, false);
  return result.valid ? [] : toAjvErrors(result.errors, copy, json, lookup);
}

/**
 * Blank as the form means it: the browser's form leaves an untouched field out, and the portal
 * drops empty ones before sending, so '' or null is "not filled in", never a value to match.
 */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const list = (values: unknown) => (Array.isArray(values) ? values.map(String).join(', ') : '');

/** The words for one keyword error; a package's own plain message wins (as in the form). */
function words(error: AjvLikeError, pkg: FormPackage, field: string): string {
  const own = pkg.messages[field]?.[error.keyword];
  const limit = error.params.limit;
  if (own && !own.startsWith('@'))
    return own
      .replaceAll('{{label}}', pkg.schema.properties?.[field]?.title ?? field)
      .replaceAll('{{n}}', String(limit ?? ''));
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'minLength':
      return `must be at least ${String(limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(limit)} characters`;
    case 'enum':
      return `must be one of ${list(error.params.allowedValues)}`;
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    case 'type':
      return `must be of type ${String(error.params.type)}`;
    case 'pattern':
      return `must match ${String(error.params.pattern)}`;
    default:
      return error.message;
  }
}

/** The field an error is about: the missing one for `required`, else the first path segment. */
const fieldOf = (error: AjvLikeError) =>
  error.keyword === 'required'
    ? String(error.params.missingProperty)
    : (error.instancePath.split('/')[1] ?? '');

/**
 * Every problem of `data` against `pkg`, one per field in the package's order, then the names the
 * package does not know (refused: a form has only its own fields). Blank values count as absent.
 */
export function checkFields(pkg: FormPackage, data: Data): FieldCheck {
  const filled = Object.fromEntries(Object.entries(data).filter(([, value]) => !isBlank(value)));
  // A form's own fields: its properties and those its branches and references add (FORM-18).
  const known = Object.fromEntries(
    [...fieldNames(pkg.schema, pkg.schema)].map((name) => [name, true]),
  );
  let errors: AjvLikeError[];
  try {
    errors = schemaErrors(
      pkg.schema,
      Object.fromEntries(Object.entries(filled).filter(([name]) => name in known)),
    );
  } catch (error) {
    return { unusable: `the form package ${pkg.id} cannot be used (${String(error)})` };
  }
  const firstByField = new Map<string, AjvLikeError>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (!firstByField.has(field)) firstByField.set(field, error);
  }
  const problems: FieldProblem[] = Object.keys(known).flatMap((field) => {
    const error = firstByField.get(field);
    return error ? [{ field, problem: words(error, pkg, field) }] : [];
  });
  for (const name of Object.keys(filled))
    if (!(name in known)) problems.push({ field: name, problem: `is not a field of ${pkg.id}` });
  return { problems };
}
