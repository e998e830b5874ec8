/**
 * The vendored JSON-Schema-Test-Suite draft-07 cases (tests/fixtures/json-schema-test-suite) and
 * the reference the interpreter is held to: @rjsf/validator-ajv8, the validator the form engine
 * replaced. The suite's `valid` is the oracle; ajv8 only decides which cases the interpreter must
 * get right (a case ajv8 gets wrong too is no regression of the move away from ajv).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';

/** One case of the suite. */
export interface SuiteTest {
  description: string;
  data: unknown;
  valid: boolean;
}

/** One group of the suite: a schema and the cases run against it. */
export interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: SuiteTest[];
}

/** A case with where it comes from, named as `file / group / case` in test titles. */
export interface SuiteCase {
  file: string;
  group: string;
  name: string;
  schema: RJSFSchema;
  data: unknown;
  valid: boolean;
}

/** The vendored files (vitest runs at the repository's root; jsdom's `import.meta.url` is no file URL). */
export const SUITE_FOLDER = join(process.cwd(), 'tests/fixtures/json-schema-test-suite/draft7');

/**
 * The files' groups by file name, parsed by JSON.parse: a JavaScript object literal (what a JSON
 * import may be turned into) would take a `"__proto__"` member as the object's prototype, and the
 * suite's cases about such members would test nothing.
 */
function suiteFiles(): [string, SuiteGroup[]][] {
  return readdirSync(SUITE_FOLDER)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(SUITE_FOLDER, name), 'utf8')) as SuiteGroup[],
    ]);
}

/**
 * A group whose answer needs a schema from outside the case: the suite's remote server
 * (http://localhost:1234, its remotes/ folder served, which a unit test neither has nor should
 * fetch), or a `$ref` to the draft-07 meta-schema, which ajv carries built in and the browser's
 * interpreter does not (a CMS package can hold no `$ref` at all: src/forms/schemaCheck.ts).
 */
export const needsOutsideSchema = (group: SuiteGroup) => {
  const text = JSON.stringify(group.schema);
  return text.includes('localhost:1234') || /"\$ref":"http:\/\/json-schema\.org\//.test(text);
};

/** Every case of the vendored suite with a local answer, in file order. */
export function suiteCases(): SuiteCase[] {
  return suiteFiles().flatMap(([file, groups]) =>
    groups
      .filter((group) => !needsOutsideSchema(group))
      .flatMap((group) =>
        group.tests.map((test) => ({
          file,
          group: group.description,
          name: test.description,
          // A fresh copy: a validator may annotate what it is given, and cases share schemas.
          schema: structuredClone(group.schema) as RJSFSchema,
          data: test.data,
          valid: test.valid,
        })),
      ),
  );
}

/** ajv8's answers on one case: `isValid`, and whether `validateFormData` gave no error. */
export interface Answers {
  isValid: boolean;
  noErrors: boolean;
}

/** RJSF's ajv8 validator as the portal configured it before the interpreter (all errors). */
export const ajv8 = () => customizeValidator({ ajvOptionsOverrides: { allErrors: true } });

/**
 * ajv8's answers on `suiteCase`, from a validator of its own: ajv8 keeps the root schema it was
 * last given under one fixed id, and cases of different groups must not see each other's.
 */
export function ajv8Answers(suiteCase: SuiteCase): Answers {
  const validator = ajv8();
  const schema = structuredClone(suiteCase.schema);
  const data = suiteCase.data as Record<string, unknown>;
  return {
    isValid: validator.isValid(schema, data, schema),
    noErrors: validator.validateFormData(data, schema).errors.length === 0,
  };
}
