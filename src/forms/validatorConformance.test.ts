/**
 * FORM-11: the form engine's validator gives the JSON-Schema-Test-Suite draft-07 answer wherever
 * @rjsf/validator-ajv8 does, both when RJSF asks `isValid` (anyOf/oneOf/if, dependencies) and
 * when a form is validated (`validateFormData`: no error on valid data, some error on invalid data,
 * or an invalid form would submit).
 */
import { describe, expect, it, vi } from 'vitest';
import { InterpretingValidator } from './interpretingValidator.ts';
import { ajv8Answers, suiteCases, type SuiteCase } from './testing/jsonSchemaSuite.ts';
import { richValidatorKeywords } from './rich/richKeywords.ts';
import { registerRichKeywords } from './validatorExtensions.ts';

// FORM-19: the validator with its rich keywords, as the engine's rich part registers them.
registerRichKeywords(richValidatorKeywords);

// ajv8 warns (and answers false) on a schema it cannot compile; its answer is all that counts here.
vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const CASES = suiteCases().map((c) => ({ ...c, ajv8: ajv8Answers(c) }));
type Case = (typeof CASES)[number];
const byFile = new Map<string, Case[]>();
for (const c of CASES) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);

const ours = (c: SuiteCase) => {
  const validator = new InterpretingValidator();
  const data = c.data as Record<string, unknown>;
  return {
    isValid: validator.isValid(c.schema, data, c.schema),
    noErrors: validator.validateFormData(data, c.schema).errors.length === 0,
  };
};

describe('the vendored suite', () => {
  it('has the 894 cases of draft-07 that need no outside schema, and ajv8 answers nearly all', () => {
    // 927 cases in 37 files; refRemote.json (23) is not vendored, 6 of ref.json need the remote
    // server and 4 (definitions.json, one group of ref.json) the draft-07 meta-schema.
    expect(CASES.length).toBe(894);
    const ajvRight = CASES.filter((c) => c.ajv8.isValid === c.valid && c.ajv8.noErrors === c.valid);
    expect(ajvRight.length / CASES.length).toBeGreaterThan(0.95);
  });
});

describe.each([...byFile.entries()])('%s.json', (_file, cases) => {
  it.each(cases.map((c): [string, Case] => [`${c.group} / ${c.name}`, c]))('%s', (_title, c) => {
    const got = ours(c);
    // Where ajv8 misses the suite's answer, the interpreter is not held to it (a known ajv gap).
    if (c.ajv8.isValid === c.valid) expect(got.isValid, 'isValid').toBe(c.valid);
    if (c.ajv8.noErrors === c.valid)
      expect(got.noErrors, 'validateFormData has no error').toBe(c.valid);
  });
});
