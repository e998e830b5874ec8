import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCheckedPackageName } from '../../src/forms/packageCheck.ts';
import { changesOfTexts } from '../editor/model/textChanges.ts';
import { withChanges } from './versionChanges.ts';

const CMS = join(import.meta.dirname, '..', '..', 'schemas', 'cms');
const shipped = (lang: 'en' | 'sw', name: string) =>
  readFileSync(join(CMS, lang, `${name}.json`), 'utf8');
const NAMES = readdirSync(join(CMS, 'en'))
  .map((f) => f.replace(/\.json$/, ''))
  .filter((name) => isCheckedPackageName(name) && existsSync(join(CMS, 'sw', `${name}.json`)));

describe('changesOfTexts, as the versions list uses it', () => {
  it.each(NAMES)('finds %s unchanged against itself', (name) => {
    expect(changesOfTexts(name, { en: shipped('en', name) }, { en: shipped('en', name) })).toEqual(
      [],
    );
  });

  // The shipped languages agree on everything but words: read as two versions, only words differ.
  it.each(NAMES)('finds only words between the EN and SW of %s', (name) => {
    const kinds = changesOfTexts(
      name,
      { en: shipped('en', name) },
      { en: shipped('sw', name) },
    ).map((c) => c.kind);
    expect(kinds.filter((k) => !['title', 'words', 'choiceWords', 'message'].includes(k))).toEqual(
      [],
    );
  });

  it('gives none, and does not throw, for a text that is not a form', () => {
    const form = shipped('en', 'form-otp');
    expect(changesOfTexts('form-otp', { en: '{ not json' }, { en: form })).toEqual([]);
    expect(changesOfTexts('form-otp', { en: form }, { en: '[]' })).toEqual([]);
    expect(changesOfTexts('form-otp', { en: form }, { en: '{"title": "no schema"}' })).toEqual([]);
  });
});

describe('withChanges', () => {
  it('compares each row with the next older one, and the oldest with nothing', async () => {
    const texts = new Map([
      [
        2,
        shipped('en', 'form-otp').replace(
          '"title": "Enter the verification code"',
          '"title": "Code"',
        ),
      ],
      [1, shipped('en', 'form-otp')],
    ]);
    const rows = await withChanges([{ version: 2 }, { version: 1 }], 'form-otp', 'en', async (n) =>
      texts.get(n),
    );
    expect(rows.map((r) => r.changes.map((c) => c.kind))).toEqual([['title'], []]);
  });
});
