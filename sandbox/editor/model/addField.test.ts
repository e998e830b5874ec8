/**
 * Pins addField (editStructure.ts): a field of each of the 11 kinds added in both languages with
 * its label in each, a unique camelCase name, last in `ui:order`; nested in a group and in a
 * list's item. Every result passes the shared package check (src/forms/packageCheck.ts) the
 * content service runs before publish.
 * Requirements: EDIT-1 (every construct), EDIT-2 (add).
 */
import { expectAccepted as expectShipped, shippedPair } from './testing/shipped.ts';
import { describe, expect, it } from 'vitest';
import { addField, type Pair } from './edit.ts';
import type { FieldKind, Lang } from './types.ts';

const NAME = 'form-prepaid-recharge';
const recharge: Pair = shippedPair(NAME);

/** The content service would accept the pair: no problem in either language nor between them. */
const expectAccepted = (pair: Pair) => expectShipped(NAME, pair);

const consentTitle = (words: string, link: string) =>
  `${words} <a href="/about#terms" target="_blank" rel="noopener">${link}</a>`;

/** Each kind: the schema and uiSchema it adds in English and Swahili, labelled "Extra info". */
const KINDS: [FieldKind, Record<Lang, object>, Record<Lang, object | undefined>][] = [
  [
    'text',
    { en: { type: 'string', maxLength: 100 }, sw: { type: 'string', maxLength: 100 } },
    { en: { 'ui:widget': 'text' }, sw: { 'ui:widget': 'text' } },
  ],
  [
    'number',
    { en: { type: 'integer', minimum: 0 }, sw: { type: 'integer', minimum: 0 } },
    { en: undefined, sw: undefined },
  ],
  [
    'amount',
    { en: { type: 'integer', minimum: 500 }, sw: { type: 'integer', minimum: 500 } },
    { en: { 'ui:widget': 'amount' }, sw: { 'ui:widget': 'amount' } },
  ],
  [
    'phone',
    {
      en: { type: 'string', pattern: '^\\d{9}$', maxLength: 9 },
      sw: { type: 'string', pattern: '^\\d{9}$', maxLength: 9 },
    },
    { en: { 'ui:widget': 'phone' }, sw: { 'ui:widget': 'phone' } },
  ],
  [
    'email',
    {
      en: { type: 'string', format: 'email', maxLength: 100 },
      sw: { type: 'string', format: 'email', maxLength: 100 },
    },
    { en: { 'ui:widget': 'email' }, sw: { 'ui:widget': 'email' } },
  ],
  [
    'date',
    { en: { type: 'string', format: 'date' }, sw: { type: 'string', format: 'date' } },
    { en: undefined, sw: undefined },
  ],
  [
    'choice',
    {
      en: { type: 'string', enum: ['choice1', 'choice2'] },
      sw: { type: 'string', enum: ['choice1', 'choice2'] },
    },
    {
      en: { 'ui:widget': 'radio', 'ui:enumNames': ['Choice 1', 'Choice 2'] },
      sw: { 'ui:widget': 'radio', 'ui:enumNames': ['Chaguo 1', 'Chaguo 2'] },
    },
  ],
  [
    'yesno',
    {
      en: {
        type: 'boolean',
        oneOf: [
          { const: true, title: 'Yes' },
          { const: false, title: 'No' },
        ],
      },
      sw: {
        type: 'boolean',
        oneOf: [
          { const: true, title: 'Ndiyo' },
          { const: false, title: 'Hapana' },
        ],
      },
    },
    { en: { 'ui:widget': 'radio' }, sw: { 'ui:widget': 'radio' } },
  ],
  [
    'consent',
    {
      en: {
        type: 'boolean',
        const: true,
        title: consentTitle('Extra info', 'terms and conditions'),
      },
      sw: {
        type: 'boolean',
        const: true,
        title: consentTitle('Maelezo zaidi', 'vigezo na masharti'),
      },
    },
    { en: { 'ui:widget': 'markupCheckbox' }, sw: { 'ui:widget': 'markupCheckbox' } },
  ],
  [
    'group',
    { en: { type: 'object', properties: {} }, sw: { type: 'object', properties: {} } },
    { en: undefined, sw: undefined },
  ],
  [
    'list',
    {
      en: { type: 'array', items: { type: 'object', properties: {} } },
      sw: { type: 'array', items: { type: 'object', properties: {} } },
    },
    { en: undefined, sw: undefined },
  ],
];
const LABELS = { en: 'Extra info', sw: 'Maelezo zaidi' };

describe('addField (EDIT-2)', () => {
  it.each(KINDS)('adds a %s field in both languages, last in ui:order', (kind, schema, ui) => {
    const { pair, path } = addField(recharge, [], kind, LABELS);
    expect(path).toEqual(['extraInfo']);
    for (const lang of ['en', 'sw'] as const) {
      const title = kind === 'consent' ? {} : { title: LABELS[lang] };
      expect((pair[lang].schema.properties as Record<string, object>).extraInfo).toEqual({
        ...schema[lang],
        ...title,
      });
      expect(pair[lang].uiSchema.extraInfo).toEqual(ui[lang]);
      expect(pair[lang].uiSchema['ui:order']).toEqual(['msisdn', 'amount', 'extraInfo']);
      expect(pair[lang].messages.extraInfo).toEqual(
        kind === 'phone' ? { pattern: '@mobile.invalid' } : undefined,
      );
    }
    // The shipped pair is not changed: the editor keeps it for undo.
    expect(recharge.en.schema.properties).not.toHaveProperty('extraInfo');
    expectAccepted(pair);
  });

  it('makes a unique camelCase name from the English label, else the Swahili one', () => {
    const again = addField(recharge, [], 'amount', { en: 'Amount', sw: 'Kiasi' });
    expect(again.path).toEqual(['amount2']);
    const third = addField(again.pair, [], 'amount', { en: 'amount!', sw: '' });
    expect(third.path).toEqual(['amount3']);
    expectAccepted(again.pair);
    expect(addField(recharge, [], 'text', { en: '', sw: 'Jina la Kwanza' }).path).toEqual([
      'jinaLaKwanza',
    ]);
    expect(addField(recharge, [], 'text', { en: '2nd line', sw: '' }).path).toEqual([
      'field2ndLine',
    ]);
  });

  it('adds inside a group and inside a list item', () => {
    let pair = addField(recharge, [], 'group', { en: 'Address', sw: 'Anwani' }).pair;
    const town = addField(pair, ['address'], 'phone', { en: 'Town phone', sw: 'Simu ya mji' });
    expect(town.path).toEqual(['address', 'townPhone']);
    pair = addField(town.pair, [], 'list', { en: 'Children', sw: 'Watoto' }).pair;
    const born = addField(pair, ['children', '[]'], 'date', { en: 'Born', sw: 'Alizaliwa' });
    expect(born.path).toEqual(['children', '[]', 'born']);
    pair = born.pair;
    for (const lang of ['en', 'sw'] as const) {
      const props = pair[lang].schema.properties as Record<string, Record<string, unknown>>;
      expect(props.address!.properties).toEqual({
        townPhone: {
          type: 'string',
          pattern: '^\\d{9}$',
          maxLength: 9,
          title: lang === 'en' ? 'Town phone' : 'Simu ya mji',
        },
      });
      expect(props.children!.items).toEqual({
        type: 'object',
        properties: {
          born: { type: 'string', format: 'date', title: lang === 'en' ? 'Born' : 'Alizaliwa' },
        },
      });
      expect(pair[lang].uiSchema.address).toEqual({
        townPhone: { 'ui:widget': 'phone' },
        'ui:order': ['townPhone'],
      });
      expect(pair[lang].uiSchema.children).toEqual({ items: { 'ui:order': ['born'] } });
      expect(pair[lang].messages['address.townPhone']).toEqual({ pattern: '@mobile.invalid' });
      expect(pair[lang].uiSchema['ui:order']).toEqual(['msisdn', 'amount', 'address', 'children']);
    }
    expectAccepted(pair);
  });
});
