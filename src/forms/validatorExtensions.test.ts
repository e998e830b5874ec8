/**
 * FORM-19: the validator's rich keywords load with the engine's rich part. Before they are
 * registered a flat form's errors are exactly the same as after, and no schema's validity differs.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { needsRichEngine } from './formShape.ts';
import { InterpretingValidator } from './interpretingValidator.ts';
import { richValidatorKeywords } from './rich/richKeywords.ts';
import { REPO_FORM_NAMES, repoPackage } from './testing/packages.ts';
import { suiteCases } from './testing/jsonSchemaSuite.ts';
import { registerRichKeywords } from './validatorExtensions.ts';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);

type Data = Record<string, unknown>;

/** `answer()` with the rich keywords registered or not (a fresh validator either way). */
function both<T>(answer: (validator: InterpretingValidator) => T): { flat: T; rich: T } {
  registerRichKeywords(undefined);
  const flat = answer(new InterpretingValidator());
  registerRichKeywords(richValidatorKeywords);
  try {
    return { flat, rich: answer(new InterpretingValidator()) };
  } finally {
    registerRichKeywords(undefined);
  }
}

// Every form the portal ships is flat (formShape.test.ts).
const FLAT_FORMS = REPO_FORM_NAMES.map((name) => [name, repoPackage('en', name)] as const);

/** Answers that break each kind of scalar rule (type, length, pattern, bounds, format, enum). */
const VALUES = [undefined, '', 'x', '!! not valid !!', 'a'.repeat(300), -1, 1.5, 1e12, true, null];

describe('a flat form without the rich keywords', () => {
  it('is what the chosen packages are', () => {
    for (const [name, pkg] of FLAT_FORMS)
      expect(needsRichEngine(pkg.schema, pkg.uiSchema), name).toBe(false);
  });

  it.each(FLAT_FORMS)('%s: the same errors, word for word, as with them', (_name, pkg) => {
    const schema = pkg.schema as RJSFSchema;
    const fields = Object.keys(schema.properties ?? {});
    const datas: Data[] = [
      {},
      ...VALUES.map((value) => Object.fromEntries(fields.map((f) => [f, value]))),
    ];
    let errors = 0;
    for (const data of datas) {
      const { flat, rich } = both((v) => ({
        raw: v.rawValidation(schema, data),
        form: v.validateFormData(data, schema),
      }));
      expect(flat).toEqual(rich);
      errors += flat.form.errors.length;
    }
    expect(errors).toBeGreaterThan(fields.length);
  });
});

describe('any schema without the rich keywords', () => {
  it('is valid or not, with errors or none, exactly as with them (the draft-07 suite)', () => {
    const differ = suiteCases().filter((c) => {
      const data = c.data as Data;
      const { flat, rich } = both((v) => ({
        isValid: v.isValid(c.schema, data, c.schema),
        noErrors: v.validateFormData(data, c.schema).errors.length === 0,
      }));
      return flat.isValid !== rich.isValid || flat.noErrors !== rich.noErrors;
    });
    expect(differ.map((c) => `${c.file}: ${c.group} / ${c.name}`)).toEqual([]);
  });
});
