import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPackagePair,
  checkPackageText,
  isCheckedPackageName,
  type PackageLanguage,
} from './packageCheck.ts';

const cms = join(import.meta.dirname, '..', '..', 'schemas', 'cms');
const read = (lang: PackageLanguage, name: string) =>
  readFileSync(join(cms, lang, `${name}.json`), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures poke at arbitrary JSON paths
type Json = Record<string, any>;

/** The shipped package `name`, edited in both languages alike (so EN and SW still agree). */
function checkEdited(name: string, edit: (json: Json) => void) {
  const [en, sw] = (['en', 'sw'] as const).map((lang) => {
    const json = JSON.parse(read(lang, name)) as Json;
    edit(json);
    return json;
  });
  return checkPackageText({
    lang: 'en',
    name,
    text: JSON.stringify(en),
    other: sw,
    sharedMessages: JSON.parse(read('en', 'validation-translation')),
  });
}

describe('the shared package check', () => {
  it('passes every shipped form and translation package, in EN and SW', () => {
    for (const lang of ['en', 'sw'] as const) {
      const other = lang === 'en' ? 'sw' : 'en';
      const names = readdirSync(join(cms, lang))
        .map((f) => f.replace(/\.json$/, ''))
        .filter(isCheckedPackageName);
      expect(names.length).toBeGreaterThan(20);
      for (const name of names) {
        const problems = checkPackageText({
          lang,
          name,
          text: read(lang, name),
          other: JSON.parse(read(other, name)),
          sharedMessages: JSON.parse(read(lang, 'validation-translation')),
        });
        expect({ name, lang, problems }).toEqual({ name, lang, problems: [] });
      }
    }
  });

  it('refuses text that is not JSON, at the whole package', () => {
    expect(checkPackageText({ lang: 'en', name: 'form-otp', text: '{ "id": ' })).toEqual([
      { path: '/', message: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('refuses a length range that excludes every value, even when EN and SW agree', () => {
    const problems = checkEdited('form-otp', (j) => {
      j.schema.properties.otp.minLength = 8;
      j.schema.properties.otp.maxLength = 6;
    });
    expect(problems).toContainEqual({
      path: '/schema/properties/otp/minLength',
      message: 'is above maxLength (8 > 6): no text is long enough and short enough',
    });
  });

  it('refuses an amount range that excludes every value', () => {
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      j.schema.properties.amount.minimum = 5000;
      j.schema.properties.amount.maximum = 1000;
    });
    expect(problems).toContainEqual({
      path: '/schema/properties/amount/minimum',
      message:
        '5000 against maximum 1000: the bounds exclude every value, so no amount is accepted',
    });
  });

  it('refuses equal exclusive bounds (nothing lies strictly between)', () => {
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      j.schema.properties.amount.exclusiveMinimum = 1000;
      j.schema.properties.amount.maximum = 1000;
    });
    expect(problems.map((p) => p.path)).toEqual(['/schema/properties/amount/exclusiveMinimum']);
  });

  it('accepts bounds that leave one value, or only one side set', () => {
    expect(
      checkEdited('form-otp', (j) => {
        j.schema.properties.otp.minLength = 6;
        j.schema.properties.otp.maxLength = 6;
      }),
    ).toEqual([]);
    expect(checkEdited('form-otp', (j) => (j.schema.properties.otp.minLength = 7))).toEqual([]);
    expect(
      checkEdited('form-prepaid-recharge', (j) => {
        Object.assign(j.schema.properties.amount, { minimum: 1000, maximum: 1000 });
      }),
    ).toEqual([]);
    expect(
      checkEdited('form-prepaid-recharge', (j) => (j.schema.properties.amount.maximum = -5)),
    ).toEqual([]);
    expect(
      checkEdited('form-prepaid-recharge', (j) => {
        Object.assign(j.schema.properties.amount, { exclusiveMinimum: 0, maximum: 100 });
      }),
    ).toEqual([]);
  });

  it('refuses a minimum at an exclusive maximum, naming the minimum', () => {
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      Object.assign(j.schema.properties.amount, { minimum: 1000, exclusiveMaximum: 1000 });
    });
    expect(problems).toEqual([
      {
        path: '/schema/properties/amount/minimum',
        message:
          '1000 against exclusiveMaximum 1000: the bounds exclude every value, so no amount is accepted',
      },
    ]);
  });

  it('refuses a const the field refuses, and keeps a list with one allowed value', () => {
    expect(checkEdited('form-otp', (j) => (j.schema.properties.otp.const = 'abc'))).toEqual([
      {
        path: '/schema/properties/otp/const',
        message: '"abc" is refused by the field: pattern (String does not match pattern.)',
      },
    ]);
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      Object.assign(j.schema.properties.amount, { minimum: 500, enum: [100, 500] });
    });
    expect(problems.map((p) => p.path)).toEqual(['/schema/properties/amount/enum/0']);
  });

  it('checks a default against the const and the list too', () => {
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      Object.assign(j.schema.properties.amount, { enum: [500, 1000], default: 700 });
    });
    expect(problems).toEqual([
      {
        path: '/schema/properties/amount/default',
        message: expect.stringMatching(/^700 is refused by the field: enum \(/),
      },
    ]);
    expect(
      checkEdited('form-otp', (j) => {
        Object.assign(j.schema.properties.otp, { const: '123456', default: '654321' });
      }).map((p) => p.path),
    ).toEqual(['/schema/properties/otp/default']);
  });

  it('checks a field with no uiSchema entry, and a phone length that refuses 9 digits', () => {
    expect(checkEdited('form-prepaid-recharge', (j) => delete j.uiSchema.amount)).toEqual([]);
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      delete j.schema.properties.msisdn.pattern;
      j.schema.properties.msisdn.maxLength = 8;
    });
    expect(problems).toContainEqual({
      path: '/schema/properties/msisdn/type',
      message:
        'refuses every valid 9-digit mobile number (tried 712345678, 754000001, 621234567, 687654321)',
    });
  });

  it('refuses listed values outside the bounds, and a list the field refuses entirely', () => {
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      Object.assign(j.schema.properties.amount, { minimum: 500, enum: [100, 200] });
    });
    expect(problems).toContainEqual({
      path: '/schema/properties/amount/enum/0',
      message: expect.stringMatching(/^100 is refused by the field: minimum/),
    });
    expect(problems).toContainEqual({
      path: '/schema/properties/amount/enum',
      message: 'every listed value is refused by the field: nothing can be chosen',
    });
  });

  it('accepts a list whose values the field allows', () => {
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      Object.assign(j.schema.properties.amount, { minimum: 500, enum: [500, 1000], default: 500 });
    });
    expect(problems).toEqual([]);
  });

  it('refuses a default and an example the field itself refuses', () => {
    const problems = checkEdited('form-otp', (j) => {
      Object.assign(j.schema.properties.otp, { default: '12', examples: ['123456', 'abcdef'] });
    });
    expect(problems.map((p) => p.path)).toEqual([
      '/schema/properties/otp/default',
      '/schema/properties/otp/examples/1',
    ]);
  });

  it('refuses a phone pattern that no valid 9-digit mobile number matches', () => {
    const problems = checkEdited('form-prepaid-recharge', (j) => {
      j.schema.properties.msisdn.pattern = '^0\\d{9}$';
    });
    expect(problems).toContainEqual({
      path: '/schema/properties/msisdn/pattern',
      message:
        'refuses every valid 9-digit mobile number (tried 712345678, 754000001, 621234567, 687654321)',
    });
  });

  it('refuses a phone pattern that keeps only some valid numbers', () => {
    const problems = checkEdited('form-smartcash', (j) => {
      const field = Object.values(j.schema.properties as Json).find((f) => f.pattern);
      field.pattern = '^7\\d{8}$';
    });
    expect(problems).toContainEqual({
      path: expect.stringMatching(/^\/schema\/properties\/\w+\/pattern$/),
      message: 'refuses valid 9-digit mobile numbers: 621234567, 687654321',
    });
  });

  it('refuses a message for a field that does not exist', () => {
    const problems = checkEdited('form-otp', (j) => {
      j.messages.code = { pattern: 'Wrong code' };
    });
    expect(problems).toContainEqual({ path: '/messages/code', message: 'is not a field' });
  });

  it('refuses an SW package that differs from EN in more than text, at its path', () => {
    const en = JSON.parse(read('en', 'form-otp')) as Json;
    const sw = JSON.parse(read('sw', 'form-otp')) as Json;
    sw.schema.properties.otp.pattern = '^\\d{4}$';
    expect(
      checkPackageText({ lang: 'sw', name: 'form-otp', text: JSON.stringify(sw), other: en }),
    ).toEqual([
      {
        path: '/schema/properties/otp/pattern',
        message: 'differs between EN ("^\\\\d{6}$") and SW ("^\\\\d{4}$"); only text may differ',
      },
    ]);
  });

  it('refuses a name that is not a form or translation package', () => {
    expect(isCheckedPackageName('website-footer-config')).toBe(false);
    expect(isCheckedPackageName('../form-otp')).toBe(false);
    expect(isCheckedPackageName('form-otp')).toBe(true);
    expect(checkPackageText({ lang: 'en', name: 'site-config', text: '{}' })).toEqual([
      { path: '/', message: '"site-config" is not a form or translation package' },
    ]);
  });
});

describe('the check of an EN/SW pair published together', () => {
  /** The shipped prepaid form with a new optional field `reference`, labelled `title`. */
  const withReference = (lang: PackageLanguage, title: string, maxLength = 5) => {
    const json = JSON.parse(read(lang, 'form-prepaid-recharge')) as Json;
    json.schema.properties.reference = { type: 'string', title, maxLength };
    json.uiSchema.reference = { 'ui:widget': 'text' };
    json.uiSchema['ui:order'].push('reference');
    return JSON.stringify(json, null, 2);
  };
  const shared = {
    en: JSON.parse(read('en', 'validation-translation')) as unknown,
    sw: JSON.parse(read('sw', 'validation-translation')) as unknown,
  };

  it('passes a new field added in both languages, which one language alone cannot publish', () => {
    const en = withReference('en', 'Your reference');
    const sw = withReference('sw', 'Kumbukumbu yako');
    const name = 'form-prepaid-recharge';
    expect(checkPackagePair({ name, text: { en, sw }, sharedMessages: shared })).toEqual([]);
    expect(
      checkPackageText({ lang: 'en', name, text: en, other: JSON.parse(read('sw', name)) }),
    ).toEqual([
      { path: '/schema/properties/reference', message: 'is missing in SW' },
      { path: '/uiSchema/reference', message: 'is missing in SW' },
      { path: '/uiSchema/ui:order', message: 'has 3 items in EN but 2 in SW' },
    ]);
  });

  it("names each problem's language: its own, or en+sw where the two disagree", () => {
    const sw = JSON.parse(withReference('sw', 'Kumbukumbu yako', 8)) as Json;
    sw.messages.msisdn.pattern = '@mobile.nope';
    const problems = checkPackagePair({
      name: 'form-prepaid-recharge',
      text: { en: withReference('en', 'Your reference'), sw: JSON.stringify(sw) },
      sharedMessages: shared,
    });
    expect(problems).toEqual([
      {
        lang: 'sw',
        path: '/messages/msisdn/pattern',
        message: 'shared message "@mobile.nope" does not exist',
      },
      {
        lang: 'en+sw',
        path: '/schema/properties/reference/maxLength',
        message: 'differs between EN (5) and SW (8); only text may differ',
      },
    ]);
  });

  it('does not compare a language that is not JSON: its own problem says why', () => {
    const problems = checkPackagePair({
      name: 'form-otp',
      text: { en: read('en', 'form-otp'), sw: '{ "id": ' },
    });
    expect(problems).toEqual([
      { lang: 'sw', path: '/', message: expect.stringMatching(/^not valid JSON/) },
    ]);
  });
});
