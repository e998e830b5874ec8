/**
 * The keystroke benchmark's form: a generated 40-field CMS form package (the shape of
 * schemas/cms/en/form-*.json), bigger than any real one so per-keystroke costs that grow with the
 * form show. 24 text fields cycle through four kinds (letters, code, digits, email: pattern plus
 * min/maxLength), 16 integer fields have minimum/maximum; every third field is required. Also the
 * typing plan: 10 text fields spread over the form, 10 characters each = 100 keystrokes.
 */
import type { FieldJsonSchema, FormPackage } from '../../src/forms/formPackage.ts';

interface TextKind {
  title: string;
  field: FieldJsonSchema;
  /** What the bench types: 10 characters, within maxLength, invalid part of the way for some. */
  typed: string;
  message?: string;
}

const TEXT_KINDS: TextKind[] = [
  {
    title: 'Name',
    field: { pattern: '^[A-Za-z]+$', minLength: 2, maxLength: 40 },
    typed: 'TwigaMobil',
    message: 'Use letters only',
  },
  {
    title: 'Code',
    field: { pattern: '^[A-Z0-9]+$', minLength: 8, maxLength: 12 },
    typed: 'TZ12AB34CD',
  },
  {
    title: 'Number',
    field: { pattern: '^\\d+$', minLength: 9, maxLength: 15 },
    typed: '2557120000',
    message: '@mobile.invalid',
  },
  {
    title: 'Email',
    field: {
      pattern: '^[A-Za-z0-9._]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
      maxLength: 60,
    },
    typed: 'jo@twiga.t',
    message: '@email.invalid',
  },
];

const name = (i: number) => `field${String(i + 1).padStart(2, '0')}`;
/** Fields 4 and 5 of every five are numbers: 16 of 40. */
const isNumeric = (i: number) => i % 5 >= 3;

function build(): { pkg: FormPackage; plan: { field: string; text: string }[] } {
  const properties: Record<string, FieldJsonSchema> = {};
  const required: string[] = [];
  const messages: FormPackage['messages'] = {};
  const texts: { field: string; kind: TextKind }[] = [];
  for (let i = 0; i < 40; i++) {
    const field = name(i);
    if (isNumeric(i)) {
      const max = 1000 * (i + 1);
      properties[field] = { type: 'integer', title: `Amount ${i + 1}`, minimum: 10, maximum: max };
      messages[field] = { minimum: '@amount.min', maximum: '@amount.max' };
    } else {
      const kind = TEXT_KINDS[texts.length % TEXT_KINDS.length]!;
      properties[field] = { type: 'string', title: `${kind.title} ${i + 1}`, ...kind.field };
      if (kind.message) messages[field] = { pattern: kind.message };
      texts.push({ field, kind });
    }
    if (i % 3 === 0) required.push(field);
  }
  // 10 of the 24 text fields, from the top of the form to the bottom.
  const plan = Array.from({ length: 10 }, (_, k) => texts[Math.floor(k * 2.4)]!).map((t) => ({
    field: t.field,
    text: t.kind.typed,
  }));
  const pkg: FormPackage = {
    id: 'bench-40-fields',
    version: 1,
    schema: { type: 'object', title: 'Forty fields', required, properties },
    uiSchema: { 'ui:order': Object.keys(properties) },
    messages,
  };
  return { pkg, plan };
}

export const { pkg: form40, plan: typingPlan } = build();
