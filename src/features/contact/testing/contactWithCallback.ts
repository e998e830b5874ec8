/**
 * FORM-18: the contact-us form as an editor would republish it with two things a field list cannot
 * say: a callback date (`format: date`) and an account number asked only when the subject is
 * "Bill" (`if`/`then`). Built from the shipped field list in each language, so the words stay the
 * shipped ones; the e2e test publishes it through the content service. Pure data (node and jsdom).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldListToPackage, type FieldListSchema } from '../../../forms/fieldListAdapter.ts';

const WORDS = {
  en: { callback: 'Best day to call you back', account: 'Account number', send: 'Send message' },
  sw: {
    callback: 'Siku nzuri ya kukupigia',
    account: 'Namba ya akaunti',
    send: 'Tuma ujumbe',
  },
} as const;

/** The package text of `lang`, ready to publish. */
export function contactWithCallback(lang: 'en' | 'sw'): string {
  const file = join(
    import.meta.dirname,
    '../../../../schemas/cms',
    lang,
    'get-contact-form-schema.json',
  );
  const list = JSON.parse(readFileSync(file, 'utf8')) as FieldListSchema;
  const { pkg } = fieldListToPackage(list, 'get-contact-form-schema');
  const words = WORDS[lang];
  const schema = {
    ...pkg.schema,
    properties: {
      ...pkg.schema.properties,
      callbackDate: { type: 'string', format: 'date', title: words.callback },
    },
    if: { properties: { subject: { const: 'BILL' } }, required: ['subject'] },
    then: {
      properties: {
        accountNumber: { type: 'string', title: words.account, pattern: '^[0-9]{6,12}$' },
      },
      required: ['accountNumber'],
    },
  };
  const uiSchema = {
    ...pkg.uiSchema,
    // `*` places the account number (a field only some answers have) right after the subject.
    'ui:order': ['fullName', 'contactNumber', 'email', 'subject', '*', 'callbackDate', 'message'],
    accountNumber: { 'ui:widget': 'text' },
    'ui:submitButtonOptions': { submitText: words.send },
  };
  return JSON.stringify({ ...pkg, version: 2, schema, uiSchema }, null, 2);
}
