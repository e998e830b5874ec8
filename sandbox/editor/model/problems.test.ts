/**
 * Pins what stops a publish, said about fields (problems.ts): a word missing in one language, a
 * condition on an answer that is gone, an empty group; where the package check's JSON paths land
 * (placeOf); and the one list that says a missing label once but keeps a whole missing field.
 * Requirement: EDIT-3 (missing words and the check about fields block publish).
 */
import { shippedPair } from './testing/shipped.ts';
import { describe, expect, it } from 'vitest';
import { checkPackagePair } from '../../../src/forms/packageCheck.ts';
import * as edit from './edit.ts';
import { draftsOf } from './pair.ts';
import { allProblems, checkProblems, editorProblems, placeOf } from './problems.ts';
import { readFields } from './read.ts';

const NAME = 'form-prepaid-recharge';
const recharge: edit.Pair = shippedPair(NAME);

/** Both lists for a pair, as the editor page builds them. */
function problemsOf(pair: edit.Pair) {
  const fields = readFields(pair);
  const checked = checkProblems(checkPackagePair({ name: NAME, text: draftsOf(pair) }), fields);
  return {
    own: editorProblems(fields),
    checked,
    all: allProblems(editorProblems(fields), checked),
  };
}

describe('editorProblems (EDIT-3)', () => {
  it('finds nothing in the shipped recharge form', () => {
    expect(editorProblems(readFields(recharge))).toEqual([]);
  });

  it('says a missing Swahili label once, for sw', () => {
    const { pair } = edit.addField(recharge, [], 'text', { en: 'Note', sw: '' });
    expect(editorProblems(readFields(pair))).toEqual([
      { code: 'missingWord', path: ['note'], lang: 'sw', word: 'label' },
    ]);
  });

  it('asks for a label in both languages when neither has one', () => {
    const noLabel = edit.setWord(recharge, 'en', ['amount'], 'label', '');
    const neither = edit.setWord(noLabel, 'sw', ['amount'], 'label', '');
    expect(editorProblems(readFields(neither))).toEqual([
      { code: 'missingWord', path: ['amount'], lang: 'en', word: 'label' },
      { code: 'missingWord', path: ['amount'], lang: 'sw', word: 'label' },
    ]);
  });

  it('finds a placeholder, a choice label and a message missing in one language', () => {
    let pair = edit.setWord(recharge, 'en', ['amount'], 'placeholder', '');
    pair = edit.setMessage(pair, 'sw', ['msisdn'], 'required', 'Weka namba');
    const choice = edit.addField(pair, [], 'choice', { en: 'Plan', sw: 'Mpango' });
    pair = edit.setChoiceLabel(choice.pair, 'sw', choice.path, 1, '');
    expect(editorProblems(readFields(pair))).toEqual([
      { code: 'missingWord', path: ['msisdn'], lang: 'en', word: 'message', rule: 'required' },
      { code: 'missingWord', path: ['amount'], lang: 'en', word: 'placeholder' },
      { code: 'missingWord', path: ['plan'], lang: 'sw', word: 'choice', index: 1 },
    ]);
  });

  it('finds a consent whose Swahili link words were cleared, its link kept', () => {
    const consent = edit.addField(recharge, [], 'consent', { en: 'I accept', sw: 'Ninakubali' });
    const cleared = edit.setWord(consent.pair, 'sw', consent.path, 'link', '');
    expect(readFields(cleared)[2]!.rules.link).toBe('/about#terms');
    expect(editorProblems(readFields(cleared))).toEqual([
      { code: 'missingWord', path: ['iAccept'], lang: 'sw', word: 'link' },
    ]);
  });

  it('finds a condition whose answer was removed from its trigger', () => {
    let pair = edit.addField(recharge, [], 'yesno', { en: 'Has account', sw: 'Ana akaunti' }).pair;
    pair = edit.addField(pair, [], 'text', { en: 'Account', sw: 'Akaunti' }).pair;
    pair = edit.setCondition(pair, ['account'], { field: 'hasAccount', value: true });
    expect(editorProblems(readFields(pair))).toEqual([]);
    const lost = edit.removeChoice(pair, ['hasAccount'], 0);
    expect(editorProblems(readFields(lost))).toEqual([
      { code: 'lostAnswer', path: ['account'], trigger: 'hasAccount' },
    ]);
  });

  it('finds a group with no field', () => {
    const { pair } = edit.addField(recharge, [], 'group', { en: 'Address', sw: 'Anwani' });
    expect(editorProblems(readFields(pair))).toEqual([{ code: 'emptyGroup', path: ['address'] }]);
  });
});

describe('placeOf (EDIT-3)', () => {
  it('places a schema keyword on its field and rule', () => {
    expect(placeOf('/schema/properties/address/properties/town/minLength')).toEqual({
      path: ['address', 'town'],
      rule: 'minLength',
    });
    expect(placeOf('/schema/allOf/0/then/properties/account/pattern')).toEqual({
      path: ['account'],
      rule: 'pattern',
    });
    expect(placeOf('/schema/properties/children/items/properties/born/format')).toEqual({
      path: ['children', '[]', 'born'],
      rule: 'format',
    });
  });

  it('places a uiSchema key and a message', () => {
    expect(placeOf('/uiSchema/msisdn/ui:widget')).toEqual({ path: ['msisdn'], rule: 'ui:widget' });
    expect(placeOf('/messages/address.town/required')).toEqual({
      path: ['address', 'town'],
      rule: 'required',
    });
  });

  it('places nothing for the whole form', () => {
    expect(placeOf('/')).toBeUndefined();
    expect(placeOf('/uiSchema/ui:order')).toBeUndefined();
    expect(placeOf('/id')).toBeUndefined();
  });
});

describe('allProblems (EDIT-3)', () => {
  it('drops the check’s "title: is missing in SW" when the editor says it', () => {
    const { pair } = edit.addField(recharge, [], 'text', { en: 'Note', sw: '' });
    const { checked, all } = problemsOf(pair);
    expect(checked).toEqual([
      { code: 'check', path: ['note'], lang: 'en+sw', rule: 'title', detail: 'is missing in SW' },
    ]);
    expect(all).toEqual([{ code: 'missingWord', path: ['note'], lang: 'sw', word: 'label' }]);
  });

  it('keeps a whole field missing in one language', () => {
    const { pair } = edit.addField(recharge, [], 'text', { en: 'Note', sw: 'Dokezo' });
    const broken = structuredClone(pair);
    delete (broken.sw.schema.properties as Record<string, unknown>).note;
    const { all } = problemsOf(broken);
    expect(all).toContainEqual({ code: 'missingWord', path: ['note'], lang: 'sw', word: 'label' });
    expect(all).toContainEqual({
      code: 'check',
      path: ['note'],
      lang: 'en+sw',
      detail: 'is missing in SW',
    });
  });

  it('keeps a rule problem, placed on its field', () => {
    const bad = edit.setNumberRule(recharge, ['msisdn'], 'minLength', 20);
    const { own, all } = problemsOf(bad);
    expect(own).toEqual([]);
    const minLength = {
      code: 'check',
      path: ['msisdn'],
      rule: 'minLength',
      detail: 'is above maxLength (20 > 9): no text is long enough and short enough',
    };
    expect(all).toContainEqual({ ...minLength, lang: 'en' });
    expect(all).toContainEqual({ ...minLength, lang: 'sw' });
    expect(all.every((p) => p.code === 'check' && p.path?.join('/') === 'msisdn')).toBe(true);
  });
});
