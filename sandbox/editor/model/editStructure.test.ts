/**
 * Pins moveField, setCondition and removeField (editStructure.ts): a field moved among its
 * neighbours, shown only for one answer of another field (an `allOf` `if`/`then`) and back,
 * removed with everything of it, its dependants then always shown. Every result passes the
 * shared package check (src/forms/packageCheck.ts) the content service runs before publish.
 * Requirement: EDIT-2 (remove/move/condition).
 */
import { expectAccepted as expectShipped, shippedPair } from './testing/shipped.ts';
import { describe, expect, it } from 'vitest';
import { addField, moveField, removeField, setCondition, setRequired, type Pair } from './edit.ts';
import { readFields } from './read.ts';

const NAME = 'form-prepaid-recharge';
const recharge: Pair = shippedPair(NAME);

/** The content service would accept the pair: no problem in either language nor between them. */
const expectAccepted = (pair: Pair) => expectShipped(NAME, pair);

describe('moveField (EDIT-2)', () => {
  it('swaps a field with its neighbour in both languages', () => {
    const moved = moveField(recharge, ['amount'], -1);
    expect(moved.en.uiSchema['ui:order']).toEqual(['amount', 'msisdn']);
    expect(moved.sw.uiSchema['ui:order']).toEqual(['amount', 'msisdn']);
    expect(readFields(moved).map((f) => f.name)).toEqual(['amount', 'msisdn']);
    expect(moveField(moved, ['amount'], 1).en.uiSchema['ui:order']).toEqual(['msisdn', 'amount']);
    expectAccepted(moved);
  });

  it('leaves the pair as it is past either end', () => {
    expect(moveField(recharge, ['msisdn'], -1)).toBe(recharge);
    expect(moveField(recharge, ['amount'], 1)).toBe(recharge);
  });
});

/** Recharge with a yes/no "Has account" and a required text "Account number". */
function withTrigger(): Pair {
  let pair = addField(recharge, [], 'yesno', { en: 'Has account', sw: 'Ana akaunti' }).pair;
  pair = addField(pair, [], 'text', { en: 'Account number', sw: 'Namba ya akaunti' }).pair;
  return setRequired(pair, ['accountNumber'], true);
}

describe('setCondition (EDIT-2)', () => {
  it('moves the field into an allOf if/then asking the trigger for one answer, and back', () => {
    const before = withTrigger();
    const shown = setCondition(before, ['accountNumber'], { field: 'hasAccount', value: true });
    for (const lang of ['en', 'sw'] as const) {
      const schema = shown[lang].schema;
      expect(schema.properties).not.toHaveProperty('accountNumber');
      expect(schema.required).toEqual(['msisdn', 'amount']);
      expect(schema.allOf).toEqual([
        {
          if: { properties: { hasAccount: { const: true } }, required: ['hasAccount'] },
          then: {
            properties: {
              accountNumber: {
                type: 'string',
                maxLength: 100,
                title: lang === 'en' ? 'Account number' : 'Namba ya akaunti',
              },
            },
            required: ['accountNumber'],
          },
        },
      ]);
      expect(shown[lang].uiSchema['ui:order']).toEqual(before[lang].uiSchema['ui:order']);
    }
    const field = readFields(shown).find((f) => f.name === 'accountNumber')!;
    expect(field.condition).toEqual({ field: 'hasAccount', value: true });
    expect(field.rules.required).toBe(true);
    expectAccepted(shown);

    const always = setCondition(shown, ['accountNumber'], undefined);
    expect(always.en.schema).not.toHaveProperty('allOf');
    expect(always.sw.schema).not.toHaveProperty('allOf');
    expect(always.en.schema.required).toEqual(['msisdn', 'amount', 'accountNumber']);
    expect(readFields(always).find((f) => f.name === 'accountNumber')!.condition).toBeUndefined();
    expectAccepted(always);
  });

  it('moves a field from one answer to another, dropping the emptied branch', () => {
    const yes = setCondition(withTrigger(), ['accountNumber'], {
      field: 'hasAccount',
      value: true,
    });
    const no = setCondition(yes, ['accountNumber'], { field: 'hasAccount', value: false });
    expect(no.en.schema.allOf).toHaveLength(1);
    expect((no.en.schema.allOf as { if: unknown }[])[0]!.if).toEqual({
      properties: { hasAccount: { const: false } },
      required: ['hasAccount'],
    });
    expectAccepted(no);
  });
});

describe('a condition inside a list item (EDIT-1, EDIT-2)', () => {
  it('puts the if/then in the item schema and reads it back', () => {
    let pair = addField(recharge, [], 'list', { en: 'Lines', sw: 'Laini' }).pair;
    pair = addField(pair, ['lines', '[]'], 'yesno', { en: 'Ported', sw: 'Imehamishwa' }).pair;
    pair = addField(pair, ['lines', '[]'], 'text', {
      en: 'Old network',
      sw: 'Mtandao wa zamani',
    }).pair;
    const shown = setCondition(pair, ['lines', '[]', 'oldNetwork'], {
      field: 'ported',
      value: true,
    });
    const item = (shown.sw.schema.properties as Record<string, { items: Record<string, unknown> }>)
      .lines!.items;
    expect(item.properties).toEqual({
      ported: {
        type: 'boolean',
        title: 'Imehamishwa',
        oneOf: [
          { const: true, title: 'Ndiyo' },
          { const: false, title: 'Hapana' },
        ],
      },
    });
    expect(item.allOf).toEqual([
      {
        if: { properties: { ported: { const: true } }, required: ['ported'] },
        then: {
          properties: {
            oldNetwork: { type: 'string', maxLength: 100, title: 'Mtandao wa zamani' },
          },
        },
      },
    ]);
    const lines = readFields(shown).find((f) => f.name === 'lines')!;
    expect(lines.children!.map((f) => [f.name, f.condition])).toEqual([
      ['ported', undefined],
      ['oldNetwork', { field: 'ported', value: true }],
    ]);
    expectAccepted(shown);
  });
});

describe('removeField (EDIT-2)', () => {
  it('removes schema, required, uiSchema, messages and order in both languages', () => {
    const removed = removeField(recharge, ['msisdn']);
    for (const lang of ['en', 'sw'] as const) {
      expect(Object.keys(removed[lang].schema.properties as object)).toEqual(['amount']);
      expect(removed[lang].schema.required).toEqual(['amount']);
      expect(removed[lang].uiSchema).not.toHaveProperty('msisdn');
      expect(removed[lang].uiSchema['ui:order']).toEqual(['amount']);
      expect(removed[lang].messages).toEqual({
        amount: { minimum: '@amount.min', maximum: '@amount.max' },
      });
    }
    expectAccepted(removed);
  });

  it('makes the fields shown only for its answers always shown', () => {
    const shown = setCondition(withTrigger(), ['accountNumber'], {
      field: 'hasAccount',
      value: true,
    });
    const removed = removeField(shown, ['hasAccount']);
    expect(removed.en.schema).not.toHaveProperty('allOf');
    expect(removed.sw.schema).not.toHaveProperty('allOf');
    expect(readFields(removed).map((f) => [f.name, f.condition])).toEqual([
      ['msisdn', undefined],
      ['amount', undefined],
      ['accountNumber', undefined],
    ]);
    expect(removed.en.schema.required).toEqual(['msisdn', 'amount', 'accountNumber']);
    expectAccepted(removed);
  });

  it('removes a group with the messages of its fields', () => {
    let pair = addField(recharge, [], 'group', { en: 'Address', sw: 'Anwani' }).pair;
    pair = addField(pair, ['address'], 'phone', { en: 'Phone', sw: 'Simu' }).pair;
    const removed = removeField(pair, ['address']);
    expect(removed.en.messages).not.toHaveProperty('address.phone');
    expect(removed.sw.messages).not.toHaveProperty('address.phone');
    expect(removed.en.uiSchema).not.toHaveProperty('address');
    expect(removed.en.uiSchema['ui:order']).toEqual(['msisdn', 'amount']);
    expectAccepted(removed);
  });
});
