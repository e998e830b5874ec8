/**
 * Pins that every shipped form package (schemas/cms/en/form-*.json and get-*form-schema.json, with
 * its Swahili twin) opens in the structured editor with no problem, and that writing it back and
 * reading it again gives the same fields (round trip), so opening a form never changes it.
 * Requirements: EDIT-1 (every shipped construct is shown), EDIT-3 (no false problem blocks
 * publishing a shipped form).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackagePair } from '../../../src/forms/packageCheck.ts';
import { draftsOf, pairOf } from './pair.ts';
import { editorProblems } from './problems.ts';
import { allFields, readFields } from './read.ts';
import type { Lang } from './types.ts';

const CMS = join(import.meta.dirname, '../../../schemas/cms');
const shipped = (lang: Lang, name: string) => readFileSync(join(CMS, lang, `${name}.json`), 'utf8');
const NAMES = readdirSync(join(CMS, 'en'))
  .filter((f) => /^(form-.+|get-(.+-)?form-schema)\.json$/.test(f))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

describe('every shipped form package (EDIT-1, EDIT-3)', () => {
  it('includes the forms and the field lists', () => {
    expect(NAMES).toContain('form-prepaid-recharge');
    expect(NAMES).toContain('get-contact-form-schema');
    expect(NAMES).toContain('get-form-schema');
    expect(NAMES.length).toBeGreaterThanOrEqual(17);
  });

  it.each(NAMES)('%s opens with fields and no problem', (name) => {
    const read = pairOf(name, { en: shipped('en', name), sw: shipped('sw', name) });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.fromFieldList).toBe(name.startsWith('get-'));
    const fields = readFields(read.pair);
    expect(fields.length).toBeGreaterThan(0);
    expect(editorProblems(fields)).toEqual([]);
    // Every field has its label in both languages and a kind the editor shows.
    for (const field of allFields(fields)) {
      expect(field.words.en.label, `${name} ${field.name}`).not.toBe('');
      expect(field.words.sw.label, `${name} ${field.name}`).not.toBe('');
      expect(field.kind, `${name} ${field.name}`).not.toBe('other');
    }
  });

  it.each(NAMES)('%s reads the same after it is written back', (name) => {
    const read = pairOf(name, { en: shipped('en', name), sw: shipped('sw', name) });
    if (!read.ok) throw new Error(`${name} is not a form`);
    const drafts = draftsOf(read.pair);
    const again = pairOf(name, drafts);
    if (!again.ok) throw new Error(`${name} written back is not a form`);
    expect(again.fromFieldList).toBe(false);
    expect(readFields(again.pair)).toEqual(readFields(read.pair));
    expect(draftsOf(again.pair)).toEqual(drafts);
    // Written back as a full package (a field list's first change), it is still accepted.
    expect(checkPackagePair({ name, text: drafts })).toEqual([]);
  });
});
