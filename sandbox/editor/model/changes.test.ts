import { shippedPair } from './testing/shipped.ts';
import { describe, expect, it } from 'vitest';
import { describeChanges } from '../changeTexts.ts';
import { changesBetween } from './changes.ts';
import * as edit from './edit.ts';

/** The shipped recharge form with a minimum, as the live version the edits start from. */
const live = edit.setNumberRule(shippedPair('form-prepaid-recharge'), ['amount'], 'minimum', 500);

const amount = {
  path: 'amount',
  name: 'amount',
  labels: { en: 'Amount (TZS)', sw: 'Kiasi (TZS)' },
};
const msisdn = {
  path: 'msisdn',
  name: 'msisdn',
  labels: { en: 'Mobile Number', sw: 'Namba ya Simu' },
};

describe('changesBetween', () => {
  it('finds nothing between a version and itself', () => {
    expect(changesBetween(live, structuredClone(live))).toEqual([]);
  });

  it('gives a rule with its bounds, and an absent one as no value', () => {
    const raised = edit.setNumberRule(live, ['amount'], 'minimum', 1000);
    expect(changesBetween(live, raised)).toEqual([
      { kind: 'rule', field: amount, rule: 'minimum', from: 500, to: 1000 },
    ]);
    const capped = edit.setNumberRule(live, ['amount'], 'maximum', 200000);
    expect(changesBetween(live, capped)).toEqual([
      { kind: 'rule', field: amount, rule: 'maximum', to: 200000 },
    ]);
    expect(describeChanges(changesBetween(live, raised), 'en')).toEqual([
      'Amount (TZS): minimum 500 → 1000',
    ]);
    expect(describeChanges(changesBetween(capped, live), 'sw')).toEqual([
      'Kiasi (TZS): kiwango cha juu 200000 → hakuna',
    ]);
  });

  it('says what a subscriber notices of a reworked form, in English and Swahili', () => {
    let after = edit.setRequired(live, ['msisdn'], false);
    after = edit.moveField(after, ['amount'], -1);
    after = edit.setWord(after, 'sw', ['msisdn'], 'label', 'Namba ya simu');
    after = edit.setWord(after, 'en', ['amount'], 'help', 'From 1000 shillings');
    after = edit.addField(after, [], 'yesno', { en: 'Call me back', sw: 'Nipigie' }).pair;
    const date = edit.addField(after, [], 'date', { en: 'Callback date', sw: 'Tarehe ya simu' });
    after = edit.setCondition(date.pair, date.path, { field: 'callMeBack', value: true });
    after = edit.removeField(after, ['amount']);
    after = edit.addField(after, [], 'amount', { en: 'Amount (TZS)', sw: 'Kiasi (TZS)' }).pair;
    after = edit.moveField(after, ['msisdn'], 1);

    const changes = changesBetween(live, after);
    expect(changes.map((c) => c.kind)).toEqual([
      'removed',
      'added',
      'added',
      'condition',
      'added',
      'required',
      'words',
    ]);
    expect(describeChanges(changes, 'en')).toEqual([
      'Removed field: Amount (TZS)',
      'New field: Call me back',
      'New field: Callback date',
      'Callback date shows only when Call me back is Yes',
      'New field: Amount (TZS)',
      'Mobile Number is now optional',
      'Swahili label of Mobile Number changed',
    ]);
    expect(describeChanges(changes, 'sw')).toEqual([
      'Sehemu imeondolewa: Kiasi (TZS)',
      'Sehemu mpya: Nipigie',
      'Sehemu mpya: Tarehe ya simu',
      'Tarehe ya simu huonekana tu wakati jibu la Nipigie ni Ndiyo',
      'Sehemu mpya: Kiasi (TZS)',
      'Sasa si lazima kujaza Namba ya simu',
      'Lebo ya Kiswahili ya Namba ya simu imebadilika',
    ]);
  });

  it('gives a new order once per group, with the fields in their new order', () => {
    const moved = edit.moveField(live, ['amount'], -1);
    expect(changesBetween(live, moved)).toEqual([{ kind: 'order', order: [amount, msisdn] }]);
    expect(describeChanges(changesBetween(live, moved), 'sw')).toEqual([
      'Mpangilio mpya wa sehemu: Kiasi (TZS), Namba ya Simu',
    ]);
  });

  it('words each kind of word and message in the language it changed in', () => {
    let after = edit.setWord(live, 'en', ['msisdn'], 'placeholder', 'Nine digits');
    after = edit.setWord(after, 'sw', ['amount'], 'help', 'Angalau shilingi 500');
    after = edit.setMessage(after, 'en', ['amount'], 'minimum', 'At least 500');
    after = edit.setMessage(after, 'sw', ['msisdn'], 'required', 'Andika namba');
    const changes = changesBetween(live, after);
    expect(changes).toContainEqual({
      kind: 'message',
      field: amount,
      lang: 'en',
      rule: 'minimum',
      from: '@amount.min',
      to: 'At least 500',
    });
    expect(describeChanges(changes, 'en')).toEqual([
      'English placeholder of Mobile Number changed',
      'Swahili message of Mobile Number for an empty answer changed',
      'English message of Amount (TZS) for minimum changed',
      'Swahili help text of Amount (TZS) changed',
    ]);
    expect(describeChanges(changes, 'sw')).toEqual([
      'Maandishi ya mfano ya Kiingereza ya Namba ya Simu yamebadilika',
      'Ujumbe wa Kiswahili wa Namba ya Simu kuhusu jibu tupu umebadilika',
      'Ujumbe wa Kiingereza wa Kiasi (TZS) kuhusu kiwango cha chini umebadilika',
      'Maelezo ya msaada ya Kiswahili ya Kiasi (TZS) yamebadilika',
    ]);
  });

  it('gives choices added, removed, moved and relabelled by their labels', () => {
    const plan = edit.addField(live, [], 'choice', { en: 'Plan', sw: 'Kifurushi' });
    const before = plan.pair;
    let after = edit.addChoice(before, plan.path, { en: 'Weekly', sw: 'Kila wiki' });
    after = edit.removeChoice(after, plan.path, 0);
    after = edit.setChoiceLabel(after, 'sw', plan.path, 0, 'Chaguo la pili');
    after = edit.moveChoice(after, plan.path, 0, 1);
    expect(describeChanges(changesBetween(before, after), 'en')).toEqual([
      'New choices for Plan: Weekly',
      'Choices removed from Plan: Choice 1',
      'Swahili label of the choice Choice 2 of Plan changed',
    ]);
    const moved = edit.moveChoice(before, plan.path, 0, 1);
    expect(describeChanges(changesBetween(before, moved), 'sw')).toEqual([
      'Mpangilio mpya wa machaguo ya Kifurushi: Chaguo 2, Chaguo 1',
    ]);
  });

  it('gives a condition set on a field, and taken away', () => {
    const yes = edit.addField(live, [], 'yesno', { en: 'Call me back', sw: 'Nipigie' }).pair;
    const only = edit.setCondition(yes, ['amount'], { field: 'callMeBack', value: false });
    expect(describeChanges(changesBetween(yes, only), 'en')).toEqual([
      'Amount (TZS) shows only when Call me back is No',
    ]);
    expect(describeChanges(changesBetween(only, yes), 'sw')).toEqual([
      'Kiasi (TZS) sasa huonekana kila wakati',
    ]);
  });

  it('gives the form title per language', () => {
    const after = structuredClone(live);
    after.sw.schema.title = 'Ongeza salio';
    expect(changesBetween(live, after)).toEqual([
      { kind: 'title', lang: 'sw', from: 'Kuongeza salio la malipo kabla', to: 'Ongeza salio' },
    ]);
    expect(describeChanges(changesBetween(live, after), 'en')).toEqual([
      'Swahili form title: Kuongeza salio la malipo kabla → Ongeza salio',
    ]);
  });

  it('compares one language alone, naming fields in it when the editor speaks the other', () => {
    const after = edit.setRequired(
      edit.setWord(live, 'sw', ['msisdn'], 'help', 'Tarakimu 9'),
      ['amount'],
      false,
    );
    expect(describeChanges(changesBetween({ sw: live.sw }, { sw: after.sw }), 'en')).toEqual([
      'Swahili help text of Namba ya Simu changed',
      'Kiasi (TZS) is now optional',
    ]);
    expect(changesBetween({ en: live.en }, { sw: after.sw })).toEqual([]);
  });

  it('gives a group added with its fields as one new field, and orders inside a group', () => {
    const group = edit.addField(live, [], 'group', { en: 'Address', sw: 'Anwani' });
    const street = edit.addField(group.pair, group.path, 'text', { en: 'Street', sw: 'Mtaa' });
    const town = edit.addField(street.pair, group.path, 'text', { en: 'Town', sw: 'Mji' });
    expect(describeChanges(changesBetween(live, town.pair), 'en')).toEqual(['New field: Address']);
    const swapped = edit.moveField(town.pair, town.path, -1);
    expect(describeChanges(changesBetween(town.pair, swapped), 'sw')).toEqual([
      'Mpangilio mpya wa sehemu za Anwani: Mji, Mtaa',
    ]);
  });
});
