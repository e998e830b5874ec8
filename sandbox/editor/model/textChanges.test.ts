import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeChanges } from '../changeTexts.ts';
import { changesOfTexts } from './textChanges.ts';

const NAME = 'form-prepaid-recharge';
const live = {
  en: readFileSync(join(import.meta.dirname, '../../../schemas/cms/en', `${NAME}.json`), 'utf8'),
  sw: readFileSync(join(import.meta.dirname, '../../../schemas/cms/sw', `${NAME}.json`), 'utf8'),
};
const retitled = (text: string, from: string, to: string) => text.replace(`"${from}"`, `"${to}"`);

describe('changesOfTexts', () => {
  it('compares a draft pair with the live pair in both languages', () => {
    const draft = {
      en: retitled(live.en, 'Mobile Number', 'Phone number'),
      sw: retitled(live.sw, 'Namba ya Simu', 'Namba ya simu'),
    };
    expect(describeChanges(changesOfTexts(NAME, live, draft), 'en')).toEqual([
      'English label of Phone number changed',
      'Swahili label of Phone number changed',
    ]);
  });

  // The person is still typing the Swahili JSON: English alone is compared meanwhile.
  it('leaves out a language whose draft is not a form yet', () => {
    const draft = { en: retitled(live.en, 'Mobile Number', 'Phone number'), sw: '{ "schema": ' };
    expect(describeChanges(changesOfTexts(NAME, live, draft), 'sw')).toEqual([
      'Lebo ya Kiingereza ya Phone number imebadilika',
    ]);
  });
});
