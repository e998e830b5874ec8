/**
 * Pins the structured editor's changes to words and rules (edit.ts): a word changes in the one
 * language named (an empty one is removed), a rule in both at once, a consent's link address in
 * both, and each result is still a pair the shared package check accepts.
 * Requirements: EDIT-1 (words side by side per language, rules once), EDIT-2 (edits).
 */
import { expectAccepted as expectShipped, shippedPair } from './testing/shipped.ts';
import { describe, expect, it } from 'vitest';
import { checkPackagePair } from '../../../src/forms/packageCheck.ts';
import * as edit from './edit.ts';
import { draftsOf } from './pair.ts';
import { readFields } from './read.ts';
import type { Lang } from './types.ts';

const NAME = 'form-prepaid-recharge';
const recharge: edit.Pair = shippedPair(NAME);

const expectAccepted = (pair: edit.Pair) => expectShipped(NAME, pair);
const props = (pair: edit.Pair, lang: Lang) =>
  pair[lang].schema.properties as Record<string, Record<string, unknown>>;

describe('setWord (EDIT-1)', () => {
  it('changes the label of one language only', () => {
    const next = edit.setWord(recharge, 'sw', ['amount'], 'label', 'Kiasi cha pesa');
    expect(props(next, 'sw').amount!.title).toBe('Kiasi cha pesa');
    expect(props(next, 'en').amount!.title).toBe('Amount (TZS)');
    expect(next.en).toEqual(recharge.en);
    expect(props(recharge, 'sw').amount!.title).toBe('Kiasi (TZS)');
    expectAccepted(next);
  });

  // A date field has no uiSchema object: its Swahili label once made one in Swahili only, and
  // the two languages then differed in more than words ("is missing in EN"), blocking publish.
  it('keeps one shape in both languages when a field with no uiSchema gets its words', () => {
    const added = edit.addField(recharge, [], 'date', { en: 'Callback date', sw: '' });
    let next = edit.setWord(added.pair, 'sw', added.path, 'label', 'Tarehe ya kupigiwa');
    expect(next.sw.uiSchema.callbackDate).toBeUndefined();
    expectAccepted(next);
    // A placeholder in one language is asked for in the other, then both publish.
    next = edit.setWord(next, 'sw', added.path, 'placeholder', 'Chagua tarehe');
    expect(next.en.uiSchema.callbackDate).toEqual({});
    expect(checkPackagePair({ name: NAME, text: draftsOf(next) })).toEqual([
      { lang: 'en+sw', path: '/uiSchema/callbackDate/ui:placeholder', message: 'is missing in EN' },
    ]);
    next = edit.setWord(next, 'en', added.path, 'placeholder', 'Choose a date');
    expectAccepted(next);
  });

  it('writes placeholder and help to the uiSchema of that language', () => {
    let next = edit.setWord(recharge, 'en', ['msisdn'], 'placeholder', '9 digits, no 0');
    next = edit.setWord(next, 'en', ['msisdn'], 'help', 'The number to recharge');
    expect(next.en.uiSchema.msisdn).toEqual({
      'ui:widget': 'phone',
      'ui:placeholder': '9 digits, no 0',
      'ui:help': 'The number to recharge',
    });
    expect(next.sw.uiSchema.msisdn).toEqual({
      'ui:widget': 'phone',
      'ui:placeholder': 'Weka tarakimu 9',
    });
  });

  it('removes the key when the value is empty', () => {
    const next = edit.setWord(recharge, 'en', ['amount'], 'placeholder', '');
    expect(next.en.uiSchema.amount).toEqual({ 'ui:widget': 'amount' });
    expect(next.sw.uiSchema.amount).toEqual({
      'ui:widget': 'amount',
      'ui:placeholder': 'Weka kiasi',
    });
    const noLabel = edit.setWord(recharge, 'sw', ['amount'], 'label', '');
    expect(props(noLabel, 'sw').amount).not.toHaveProperty('title');
    expect(readFields(noLabel)[1]!.words.sw.label).toBe('');
  });
});

describe('setMessage (EDIT-1)', () => {
  it('sets a field message in one language and drops an emptied one', () => {
    const next = edit.setMessage(recharge, 'sw', ['msisdn'], 'pattern', 'Tarakimu 9 tu');
    expect(next.sw.messages.msisdn).toEqual({ pattern: 'Tarakimu 9 tu' });
    expect(next.en.messages.msisdn).toEqual({ pattern: '@mobile.invalid' });
    const gone = edit.setMessage(recharge, 'en', ['msisdn'], 'pattern', '');
    expect(gone.en.messages).not.toHaveProperty('msisdn');
    expect(gone.sw.messages.msisdn).toEqual({ pattern: '@mobile.invalid' });
  });
});

describe('rules change both languages (EDIT-1)', () => {
  it('setRequired adds and removes the name from required', () => {
    const optional = edit.setRequired(recharge, ['msisdn'], false);
    expect(optional.en.schema.required).toEqual(['amount']);
    expect(optional.sw.schema.required).toEqual(['amount']);
    expect(readFields(optional)[0]!.rules.required).toBe(false);
    const again = edit.setRequired(optional, ['msisdn'], true);
    expect(again.en.schema.required).toEqual(['amount', 'msisdn']);
    expect(again.sw.schema.required).toEqual(['amount', 'msisdn']);
    const none = edit.setRequired(optional, ['amount'], false);
    expect(none.en.schema).not.toHaveProperty('required');
    expectAccepted(optional);
    expectAccepted(none);
  });

  it('setNumberRule sets and removes a bound', () => {
    const next = edit.setNumberRule(recharge, ['amount'], 'minimum', 1000);
    const both = edit.setNumberRule(next, ['amount'], 'maximum', 500000);
    for (const lang of ['en', 'sw'] as const)
      expect(props(both, lang).amount).toMatchObject({ minimum: 1000, maximum: 500000 });
    expect(readFields(both)[1]!.rules).toMatchObject({ minimum: 1000, maximum: 500000 });
    expectAccepted(both);
    const removed = edit.setNumberRule(both, ['amount'], 'minimum', undefined);
    expect(props(removed, 'en').amount).not.toHaveProperty('minimum');
    expect(props(removed, 'sw').amount).not.toHaveProperty('minimum');
  });

  it('setPattern sets and removes the pattern', () => {
    const next = edit.setPattern(recharge, ['msisdn'], '^[67]\\d{8}$');
    expect(props(next, 'en').msisdn!.pattern).toBe('^[67]\\d{8}$');
    expect(props(next, 'sw').msisdn!.pattern).toBe('^[67]\\d{8}$');
    expectAccepted(next);
    const none = edit.setPattern(recharge, ['msisdn'], undefined);
    expect(props(none, 'en').msisdn).not.toHaveProperty('pattern');
    expect(props(none, 'sw').msisdn).not.toHaveProperty('pattern');
  });

  it('setWidget sets the box in both languages, and keeps the words', () => {
    const next = edit.setWidget(recharge, ['amount'], 'updown');
    expect(next.en.uiSchema.amount).toEqual({
      'ui:widget': 'updown',
      'ui:placeholder': 'Enter amount',
    });
    expect(next.sw.uiSchema.amount).toEqual({
      'ui:widget': 'updown',
      'ui:placeholder': 'Weka kiasi',
    });
    expect(readFields(next)[1]!.kind).toBe('number');
  });
});

describe('a consent (EDIT-1)', () => {
  const added = edit.addField(recharge, [], 'consent', { en: 'I accept the', sw: 'Ninakubali' });
  const path = added.path;

  it('keeps one link address for both languages', () => {
    const next = edit.setLinkAddress(added.pair, path, '/legal/terms');
    expect(props(next, 'en').iAcceptThe!.title).toBe(
      'I accept the <a href="/legal/terms" target="_blank" rel="noopener">terms and conditions</a>',
    );
    expect(props(next, 'sw').iAcceptThe!.title).toBe(
      'Ninakubali <a href="/legal/terms" target="_blank" rel="noopener">vigezo na masharti</a>',
    );
    expect(readFields(next)[2]!.rules.link).toBe('/legal/terms');
    expectAccepted(next);
  });

  it('changes its words and its link words in one language, the address kept', () => {
    let next = edit.setWord(added.pair, 'sw', path, 'link', 'masharti');
    next = edit.setWord(next, 'sw', path, 'label', 'Nimesoma');
    expect(props(next, 'sw').iAcceptThe!.title).toBe(
      'Nimesoma <a href="/about#terms" target="_blank" rel="noopener">masharti</a>',
    );
    expect(props(next, 'en').iAcceptThe!.title).toBe(props(added.pair, 'en').iAcceptThe!.title);
  });

  // A person retypes a box by clearing it first: the other part of the link must survive that.
  it('keeps the address while the link words are retyped, and the words while the address is', () => {
    let words = edit.setWord(added.pair, 'sw', path, 'link', '');
    words = edit.setWord(words, 'sw', path, 'link', 'masharti');
    expect(props(words, 'sw').iAcceptThe!.title).toBe(
      'Ninakubali <a href="/about#terms" target="_blank" rel="noopener">masharti</a>',
    );
    let address = edit.setLinkAddress(added.pair, path, '');
    address = edit.setLinkAddress(address, path, '/legal');
    expect(props(address, 'en').iAcceptThe!.title).toBe(
      'I accept the <a href="/legal" target="_blank" rel="noopener">terms and conditions</a>',
    );
    expect(props(address, 'sw').iAcceptThe!.title).toBe(
      'Ninakubali <a href="/legal" target="_blank" rel="noopener">vigezo na masharti</a>',
    );
    expectAccepted(address);
  });

  it('is required as const: true, and optional without it', () => {
    expect(props(added.pair, 'en').iAcceptThe!.const).toBe(true);
    const optional = edit.setRequired(added.pair, path, false);
    expect(props(optional, 'en').iAcceptThe).not.toHaveProperty('const');
    expect(props(optional, 'sw').iAcceptThe).not.toHaveProperty('const');
    expect(optional.en.schema.required).toEqual(['msisdn', 'amount']);
    expect(readFields(optional)[2]!.rules.required).toBe(false);
    expectAccepted(optional);
  });
});
