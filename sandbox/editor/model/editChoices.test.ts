/**
 * Pins a choice field's answers (editChoices.ts): adding one (its value made from the English
 * label, upper case), moving and removing one keep `enum` and `ui:enumNames` aligned in English
 * and Swahili, and a `oneOf` choice keeps each item's `const` with its `title`; a label changes
 * in one language only. Every result passes the shared package check.
 * Requirement: EDIT-2 (choices).
 */
import {
  contactSubjects,
  expectAccepted as expectShipped,
  shippedPair,
} from './testing/shipped.ts';
import { describe, expect, it } from 'vitest';
import * as edit from './edit.ts';
import { readFields } from './read.ts';
import type { Lang } from './types.ts';

const NAME = 'get-contact-form-schema';
const contact: edit.Pair = shippedPair(NAME);
const subject = ['subject'];

const expectAccepted = (pair: edit.Pair) => expectShipped(NAME, pair);
const choicesOf = (pair: edit.Pair, lang: Lang) => ({
  enum: (pair[lang].schema.properties as Record<string, { enum: unknown[] }>).subject!.enum,
  names: (pair[lang].uiSchema.subject as { 'ui:enumNames': string[] })['ui:enumNames'],
});

describe('choices of an enum field (EDIT-2)', () => {
  it('adds a choice at the end, its value from the English label in upper case', () => {
    const next = edit.addChoice(contact, subject, { en: 'Data bundles', sw: 'Vifurushi' });
    expect(choicesOf(next, 'en')).toEqual({
      enum: [...contactSubjects, 'DATABUNDLES'],
      names: [
        'General enquiry',
        'Recharge and payments',
        'Postpaid or fixed-internet bill',
        'Home broadband',
        'Twiga Money',
        'Complaint',
        'Data bundles',
      ],
    });
    expect(choicesOf(next, 'sw')).toEqual({
      enum: [...contactSubjects, 'DATABUNDLES'],
      names: [
        'Swali la jumla',
        'Kuongeza salio na malipo',
        'Bili ya malipo ya baadaye au intaneti ya waya',
        'Intaneti ya nyumbani',
        'Twiga Money',
        'Malalamiko',
        'Vifurushi',
      ],
    });
    expect(readFields(next)[3]!.choices.at(-1)).toBe('DATABUNDLES');
    expectAccepted(next);
  });

  it('moves a choice with its labels in both languages', () => {
    const next = edit.moveChoice(contact, subject, 1, -1);
    expect(choicesOf(next, 'en').enum.slice(0, 3)).toEqual(['RECHARGE_PAYMENT', 'GENERAL', 'BILL']);
    expect(choicesOf(next, 'en').names.slice(0, 2)).toEqual([
      'Recharge and payments',
      'General enquiry',
    ]);
    expect(choicesOf(next, 'sw').enum.slice(0, 2)).toEqual(['RECHARGE_PAYMENT', 'GENERAL']);
    expect(choicesOf(next, 'sw').names.slice(0, 2)).toEqual([
      'Kuongeza salio na malipo',
      'Swali la jumla',
    ]);
    // Past the end nothing moves.
    expect(choicesOf(edit.moveChoice(contact, subject, 5, 1), 'en')).toEqual(
      choicesOf(contact, 'en'),
    );
    expectAccepted(next);
  });

  it('removes a choice with its labels in both languages', () => {
    const next = edit.removeChoice(contact, subject, 4);
    expect(choicesOf(next, 'en')).toEqual({
      enum: ['GENERAL', 'RECHARGE_PAYMENT', 'BILL', 'HOME_BROADBAND', 'COMPLAINT'],
      names: [
        'General enquiry',
        'Recharge and payments',
        'Postpaid or fixed-internet bill',
        'Home broadband',
        'Complaint',
      ],
    });
    expect(choicesOf(next, 'sw').names).toEqual([
      'Swali la jumla',
      'Kuongeza salio na malipo',
      'Bili ya malipo ya baadaye au intaneti ya waya',
      'Intaneti ya nyumbani',
      'Malalamiko',
    ]);
    expectAccepted(next);
  });

  it('changes a choice label in one language only', () => {
    const next = edit.setChoiceLabel(contact, 'sw', subject, 5, 'Lalamiko');
    expect(choicesOf(next, 'sw').names[5]).toBe('Lalamiko');
    expect(choicesOf(next, 'en').names[5]).toBe('Complaint');
    expect(next.en).toEqual(contact.en);
    expectAccepted(next);
  });
});

describe('choices of a oneOf field (EDIT-2)', () => {
  const added = edit.addField(contact, [], 'yesno', { en: 'Customer', sw: 'Mteja' });
  const oneOf = (pair: edit.Pair, lang: Lang) =>
    (pair[lang].schema.properties as Record<string, { oneOf: unknown[] }>).customer!.oneOf;

  it('moves, labels and removes items with their const and title together', () => {
    const moved = edit.moveChoice(added.pair, added.path, 0, 1);
    expect(oneOf(moved, 'en')).toEqual([
      { const: false, title: 'No' },
      { const: true, title: 'Yes' },
    ]);
    expect(oneOf(moved, 'sw')).toEqual([
      { const: false, title: 'Hapana' },
      { const: true, title: 'Ndiyo' },
    ]);
    const labelled = edit.setChoiceLabel(moved, 'en', added.path, 1, 'Yes, I am');
    expect(oneOf(labelled, 'en')[1]).toEqual({ const: true, title: 'Yes, I am' });
    expect(oneOf(labelled, 'sw')[1]).toEqual({ const: true, title: 'Ndiyo' });
    expectAccepted(labelled);
    const removed = edit.removeChoice(labelled, added.path, 0);
    expect(oneOf(removed, 'en')).toEqual([{ const: true, title: 'Yes, I am' }]);
    expect(oneOf(removed, 'sw')).toEqual([{ const: true, title: 'Ndiyo' }]);
  });

  it('adds an item with a const and a title in each language', () => {
    let pair = edit.addField(contact, [], 'text', { en: 'Plan', sw: 'Mpango' }).pair;
    // A string choice as oneOf, as a CMS may send it.
    for (const lang of ['en', 'sw'] as const)
      (pair[lang].schema.properties as Record<string, unknown>).plan = {
        type: 'string',
        title: lang === 'en' ? 'Plan' : 'Mpango',
        oneOf: [{ const: 'DAILY', title: lang === 'en' ? 'Daily' : 'Kila siku' }],
      };
    pair = edit.addChoice(pair, ['plan'], { en: 'Every week', sw: 'Kila wiki' });
    const plan = (lang: Lang) => (pair[lang].schema.properties as Record<string, unknown>).plan;
    expect(plan('en')).toMatchObject({
      oneOf: [
        { const: 'DAILY', title: 'Daily' },
        { const: 'EVERYWEEK', title: 'Every week' },
      ],
    });
    expect(plan('sw')).toMatchObject({
      oneOf: [
        { const: 'DAILY', title: 'Kila siku' },
        { const: 'EVERYWEEK', title: 'Kila wiki' },
      ],
    });
    expect(readFields(pair).find((f) => f.name === 'plan')!.kind).toBe('choice');
    expectAccepted(pair);
  });
});
