import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems } from './check-schemas.ts';

const repo = join(import.meta.dirname, '..');
let dirs: string[] = [];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures poke at arbitrary JSON paths
type Json = Record<string, any>;

/** A temp copy of the repo's schemas/cms, edited by `edit(lang, file, json)`. */
function brokenCopy(edits: { lang: 'en' | 'sw'; file: string; edit: (json: Json) => unknown }[]) {
  const root = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  dirs.push(root);
  cpSync(join(repo, 'schemas', 'cms'), join(root, 'schemas', 'cms'), { recursive: true });
  for (const { lang, file, edit } of edits) {
    const path = join(root, 'schemas', 'cms', lang, file);
    const json = JSON.parse(readFileSync(path, 'utf8'));
    const out = edit(json) ?? json;
    writeFileSync(path, typeof out === 'string' ? out : JSON.stringify(out));
  }
  return root;
}

afterEach(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  dirs = [];
});

const lines = (root: string) => formatProblems(checkSchemas(root)).split('\n');

describe('check-schemas', () => {
  // I18N-7
  it('passes on the repo schemas', () => {
    expect(checkSchemas(repo)).toEqual([]);
  });

  it('rejects an unknown JSON Schema keyword (the engine reads a closed list of keywords)', () => {
    const root = brokenCopy([
      {
        lang: 'en',
        file: 'form-otp.json',
        edit: (j) => void (j.schema.properties.otp.minDigits = 6),
      },
    ]);
    expect(lines(root)).toContain(
      'schemas/cms/en/form-otp.json: /schema/properties/otp/minDigits: is not a keyword the form engine reads',
    );
  });

  it('rejects valid JSON Schema of a later draft the engine does not read (unevaluatedProperties)', () => {
    const root = brokenCopy([
      {
        lang: 'en',
        file: 'form-otp.json',
        edit: (j) => void (j.schema.unevaluatedProperties = false),
      },
    ]);
    expect(lines(root)).toContain(
      'schemas/cms/en/form-otp.json: /schema/unevaluatedProperties: is not a keyword the form engine reads',
    );
  });

  // One edit to one package, one line of the report it must produce.
  it.each([
    [
      'rejects ui: keys inside the JSON Schema',
      'en',
      'form-pin.json',
      (j: Json): void => void (j.schema.properties.pin['ui:widget'] = 'pin'),
      'schemas/cms/en/form-pin.json: /schema/properties/pin/ui:widget: "ui:" keys belong in uiSchema, not in the JSON Schema',
    ],
    [
      'rejects a run-time choice that names no option list',
      'en',
      'form-card-email.json',
      (j: Json): void => void delete j.uiSchema.gateway['ui:options'],
      'schemas/cms/en/form-card-email.json: /uiSchema/gateway/ui:options/optionsFrom: names the run-time option list to show',
    ],
    [
      'rejects a widget that is not registered',
      'sw',
      'form-mpesa.json',
      (j: Json): void => void (j.uiSchema.phone['ui:widget'] = 'telephone'),
      'schemas/cms/sw/form-mpesa.json: /uiSchema/phone/ui:widget: widget "telephone" is not registered',
    ],
  ] as const)('%s', (_behaviour, lang, file, edit, line) => {
    expect(lines(brokenCopy([{ lang, file, edit }]))).toContain(line);
  });

  it('rejects a run-time table without its columns; its SW headings may differ from EN', () => {
    const root = brokenCopy([
      {
        lang: 'en',
        file: 'form-hbb-plan.json',
        edit: (j) => void delete j.uiSchema.plan['ui:options'].columns,
      },
      {
        lang: 'sw',
        file: 'form-hbb-plan.json',
        edit: (j) => void delete j.uiSchema.plan['ui:options'].columns,
      },
    ]);
    const problems = lines(root);
    for (const lang of ['en', 'sw'])
      expect(problems).toContain(
        `schemas/cms/${lang}/form-hbb-plan.json: /uiSchema/plan/ui:options/columns: maps each column key ("label" or a cell of the options) to its heading`,
      );
    // Only the missing columns: the Swahili headings and texts are words, free to differ.
    expect(problems.filter((line) => line.includes('form-hbb-plan'))).toHaveLength(2);
  });

  it('rejects a regex that does not compile, in a form package and in the field list', () => {
    const root = brokenCopy([
      {
        lang: 'en',
        file: 'form-fixed-internet.json',
        edit: (j) => void (j.schema.properties.accountNo.pattern = '^[PE{2}\\d{10}$'),
      },
      {
        lang: 'en',
        file: 'get-form-schema.json',
        edit: (j) => void (j.fields[0].pattern = '(abc'),
      },
    ]);
    const out = lines(root);
    expect(out).toContainEqual(
      expect.stringMatching(
        /^schemas\/cms\/en\/form-fixed-internet\.json: \/schema\/properties\/accountNo\/pattern: does not compile/,
      ),
    );
    expect(out).toContainEqual(
      expect.stringMatching(
        /^schemas\/cms\/en\/get-form-schema\.json: \/schema\/properties\/fullName\/pattern: does not compile/,
      ),
    );
  });

  it('rejects EN and SW that differ in more than text', () => {
    const root = brokenCopy([
      {
        lang: 'sw',
        file: 'form-prepaid-recharge.json',
        edit: (j) => void (j.schema.properties.msisdn.pattern = '^\\d{10}$'),
      },
      { lang: 'sw', file: 'form-airtime.json', edit: (j) => void delete j.uiSchema.email },
      { lang: 'sw', file: 'get-form-schema.json', edit: (j) => void j.fields[3].options.pop() },
    ]);
    const out = lines(root);
    expect(out).toContain(
      'schemas/cms/sw/form-prepaid-recharge.json: /schema/properties/msisdn/pattern: differs between EN ("^\\\\d{9}$") and SW ("^\\\\d{10}$"); only text may differ',
    );
    expect(out).toContain('schemas/cms/sw/form-airtime.json: /uiSchema/email: is missing in SW');
    expect(out).toContain(
      'schemas/cms/sw/get-form-schema.json: /fields/3/options: has 6 items in EN but 5 in SW',
    );
  });

  it('accepts EN and SW that differ only in text', () => {
    const root = brokenCopy([
      {
        lang: 'sw',
        file: 'form-card-email.json',
        edit: (j) => void (j.schema.properties.email.title = 'Anwani ya barua pepe'),
      },
    ]);
    expect(checkSchemas(root)).toEqual([]);
  });

  it('rejects a malformed package, a shared message that does not exist, and a file in one language only', () => {
    const root = brokenCopy([
      {
        lang: 'en',
        file: 'form-smartcash.json',
        edit: (j) => void (j.schema.required = ['phone', 'pin']),
      },
      {
        lang: 'en',
        file: 'form-card-email.json',
        edit: (j) => void (j.messages.email.pattern = '@email.nope'),
      },
      { lang: 'sw', file: 'form-otp.json', edit: () => '{ not json' },
    ]);
    unlinkSync(join(root, 'schemas', 'cms', 'sw', 'form-pin.json'));
    const out = lines(root);
    expect(out).toContain(
      'schemas/cms/en/form-smartcash.json: /schema/required: "pin" is not a field',
    );
    expect(out).toContain(
      'schemas/cms/en/form-card-email.json: /messages/email/pattern: shared message "@email.nope" does not exist',
    );
    expect(out).toContainEqual(
      expect.stringMatching(/^schemas\/cms\/sw\/form-otp\.json: \/: not valid JSON/),
    );
    expect(out).toContain(
      'schemas/cms/sw/form-pin.json: /: missing: every form and translation exists in EN and SW',
    );
  });

  it('exits non-zero and prints file: path: problem from the command line', () => {
    const root = brokenCopy([
      { lang: 'en', file: 'validation-translation.json', edit: (j) => void delete j.amount.min },
    ]);
    let status = 0;
    let stderr = '';
    try {
      execFileSync(
        join(repo, 'node_modules', '.bin', 'node'),
        [join(repo, 'scripts', 'check-schemas.ts'), root],
        { encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = (error as { stderr: string }).stderr;
    }
    expect(status).toBe(1);
    expect(stderr).toContain(
      'schemas/cms/en/validation-translation.json: /amount/min: message is missing',
    );
  });
});
