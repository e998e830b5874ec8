/**
 * What the form engine interprets in a CMS form schema, checked before a form is shown: the
 * draft-07 keywords it reads at any depth (schemaMeta.ts), each with the right kind of value,
 * regexes that compile, local references only, and nothing else. A package that fails (tampered, or a CMS mistake `schemas:check` would
 * have caught) gets the engine's "could not be loaded" message instead of a broken form.
 *
 * The check is itself data: a JSON Schema interpreted by the same validator, so no code is made
 * from a package anywhere (docs/decisions.md #39).
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { FORM_META_SCHEMA } from './schemaMeta.ts';

export { DRAFT_07_URIS } from './schemaMeta.ts';

const checker = new Validator(FORM_META_SCHEMA, '7', false);

/** cfworker reports every failing parent too ("Property x does not match schema"); keep the leaves. */
const WRAPPERS = new Set([
  '$ref',
  'properties',
  'additionalProperties',
  'items',
  'propertyNames',
  'if',
  'anyOf',
  'allOf',
]);

const path = (unit: OutputUnit) =>
  `schema${unit.instanceLocation
    .slice(1)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')}`;

function describe(unit: OutputUnit): string {
  switch (unit.keyword) {
    case 'false':
      return 'is not a keyword the form engine reads';
    case 'format':
      return /\/(pattern|propertyNames)\/format$/.test(unit.keywordLocation)
        ? 'is not a regular expression the engine can use'
        : unit.error;
    case 'pattern':
      return unit.keywordLocation.endsWith('/$ref/pattern')
        ? 'is a remote reference: only local ones ("#/definitions/...") are read'
        : 'is not a field name the engine accepts (no dots: they separate the parts of a path)';
    case 'not':
      return 'is not a field name the engine accepts';
    default:
      return unit.error;
  }
}

/**
 * Every problem that keeps the engine from interpreting `schema`, as `path: problem` lines; an
 * empty list means the schema can be used. Never throws.
 */
export function formSchemaProblems(schema: unknown): string[] {
  try {
    const result = checker.validate(schema);
    if (result.valid) return [];
    const leaves = result.errors.filter((unit) => !WRAPPERS.has(unit.keyword));
    const lines = (leaves.length > 0 ? leaves : result.errors).map(
      (unit) => `${path(unit)}: ${describe(unit)}`,
    );
    return [...new Set(lines)];
  } catch (error) {
    // The interpreter refuses values that are not JSON data (functions, undefined, symbols ...).
    return [`schema: is not JSON data (${(error as Error).message})`];
  }
}
