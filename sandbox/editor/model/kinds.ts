/**
 * What a new field of each kind starts as: its schema and uiSchema with the rules shared by both
 * languages, and the words a kind brings in each language (choices, yes/no, a consent's link).
 * The person's own label is added by edit.ts.
 */
import type { FieldKind, Json, Lang } from './types.ts';

export interface KindTemplate {
  schema: Json;
  ui: Json;
  messages?: Json;
  /** Choice labels in each language. */
  choices?: Record<Lang, string[]>;
  /** A consent's link words in each language, and its address. */
  link?: { href: string; words: Record<Lang, string> };
}

/** RFC 5322 is more than a phone's keyboard needs: the shape the portal's own e-mail fields use. */
const MOBILE_PATTERN = '^\\d{9}$';

export function kindTemplate(kind: FieldKind): KindTemplate {
  switch (kind) {
    case 'text':
      return { schema: { type: 'string', maxLength: 100 }, ui: { 'ui:widget': 'text' } };
    case 'number':
      return { schema: { type: 'integer', minimum: 0 }, ui: {} };
    case 'amount':
      return { schema: { type: 'integer', minimum: 500 }, ui: { 'ui:widget': 'amount' } };
    case 'phone':
      return {
        schema: { type: 'string', pattern: MOBILE_PATTERN, maxLength: 9 },
        ui: { 'ui:widget': 'phone' },
        messages: { pattern: '@mobile.invalid' },
      };
    case 'email':
      return {
        schema: { type: 'string', format: 'email', maxLength: 100 },
        ui: { 'ui:widget': 'email' },
      };
    case 'date':
      return { schema: { type: 'string', format: 'date' }, ui: {} };
    case 'choice':
      return {
        schema: { type: 'string', enum: ['choice1', 'choice2'] },
        ui: { 'ui:widget': 'radio' },
        choices: { en: ['Choice 1', 'Choice 2'], sw: ['Chaguo 1', 'Chaguo 2'] },
      };
    case 'yesno':
      return {
        schema: {
          type: 'boolean',
          oneOf: [{ const: true }, { const: false }],
        },
        ui: { 'ui:widget': 'radio' },
        choices: { en: ['Yes', 'No'], sw: ['Ndiyo', 'Hapana'] },
      };
    case 'consent':
      return {
        schema: { type: 'boolean', const: true },
        ui: { 'ui:widget': 'markupCheckbox' },
        link: {
          href: '/about#terms',
          words: { en: 'terms and conditions', sw: 'vigezo na masharti' },
        },
      };
    case 'group':
      return { schema: { type: 'object', properties: {} }, ui: {} };
    case 'list':
      return {
        schema: { type: 'array', items: { type: 'object', properties: {} } },
        ui: {},
      };
  }
}
