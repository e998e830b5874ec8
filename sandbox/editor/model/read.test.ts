/**
 * Pins how the structured editor reads a form package pair (read.ts): the fields in the order a
 * person sees them, their English and Swahili words side by side, their rules once, their kind,
 * and a consent label split into its words and its link.
 * Requirement: EDIT-1 (fields with EN/SW words side by side, rules once, every construct).
 */
import { contactSubjects, shippedRead } from './testing/shipped.ts';
import { describe, expect, it } from 'vitest';
import { addField } from './edit.ts';
import { allFields, consentLabel, kindOf, readFields, splitConsent } from './read.ts';

describe('readFields (EDIT-1)', () => {
  it('reads the recharge form: fields in order, EN/SW words, rules once', () => {
    const fields = readFields(shippedRead('form-prepaid-recharge').pair);
    expect(fields.map((f) => f.name)).toEqual(['msisdn', 'amount']);
    const [msisdn, amount] = fields;
    expect(msisdn).toMatchObject({
      path: ['msisdn'],
      kind: 'phone',
      words: {
        en: { label: 'Mobile Number', placeholder: 'Enter 9 digits', help: '', link: '' },
        sw: { label: 'Namba ya Simu', placeholder: 'Weka tarakimu 9', help: '', link: '' },
      },
      rules: { required: true, pattern: '^\\d{9}$', maxLength: 9, widget: 'phone' },
      choices: [],
    });
    expect(msisdn!.words.en.messages).toEqual({ pattern: '@mobile.invalid' });
    expect(amount).toMatchObject({
      path: ['amount'],
      kind: 'amount',
      words: {
        en: { label: 'Amount (TZS)', placeholder: 'Enter amount' },
        sw: { label: 'Kiasi (TZS)', placeholder: 'Weka kiasi' },
      },
      rules: { required: true, widget: 'amount' },
    });
    expect(amount!.words.sw.messages).toEqual({ minimum: '@amount.min', maximum: '@amount.max' });
    expect(amount!.condition).toBeUndefined();
    expect(amount!.children).toBeUndefined();
  });

  it('reads the operator field list (get-contact-form-schema) through the adapter', () => {
    const read = shippedRead('get-contact-form-schema');
    expect(read.fromFieldList).toBe(true);
    const fields = readFields(read.pair);
    expect(fields.map((f) => [f.name, f.kind, f.words.en.label, f.words.sw.label])).toEqual([
      ['fullName', 'text', 'Full Name', 'Jina Kamili'],
      ['contactNumber', 'phone', 'Contact Number', 'Namba ya Simu'],
      ['email', 'email', 'Email (optional)', 'Barua pepe (si lazima)'],
      ['subject', 'choice', 'Subject', 'Mada'],
      ['message', 'text', 'Message', 'Ujumbe'],
    ]);
    const subject = fields[3]!;
    expect(subject.rules.required).toBe(true);
    expect(subject.choices).toEqual(contactSubjects);
    expect(subject.words.en.choices[0]).toBe('General enquiry');
    expect(subject.words.en.choices).toHaveLength(6);
    expect(subject.words.sw.choices).toHaveLength(6);
    expect(fields[0]!.rules).toMatchObject({ required: true, minLength: 3, maxLength: 60 });
    expect(fields[2]!.rules.required).toBe(false);
  });

  it('reads a group and a list with their own fields (every construct)', () => {
    let pair = shippedRead('form-prepaid-recharge').pair;
    pair = addField(pair, [], 'group', { en: 'Address', sw: 'Anwani' }).pair;
    pair = addField(pair, ['address'], 'text', { en: 'Town', sw: 'Mji' }).pair;
    pair = addField(pair, [], 'list', { en: 'Children', sw: 'Watoto' }).pair;
    pair = addField(pair, ['children', '[]'], 'date', {
      en: 'Birthday',
      sw: 'Siku ya kuzaliwa',
    }).pair;
    const fields = readFields(pair);
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['msisdn', 'phone'],
      ['amount', 'amount'],
      ['address', 'group'],
      ['children', 'list'],
    ]);
    expect(fields[2]!.children!.map((f) => [f.path, f.words.sw.label])).toEqual([
      [['address', 'town'], 'Mji'],
    ]);
    expect(fields[3]!.children!.map((f) => [f.path, f.kind, f.words.en.label])).toEqual([
      [['children', '[]', 'birthday'], 'date', 'Birthday'],
    ]);
    expect(allFields(fields).map((f) => f.name)).toEqual([
      'msisdn',
      'amount',
      'address',
      'town',
      'children',
      'birthday',
    ]);
  });
});

describe('kindOf', () => {
  it('names each construct', () => {
    expect(kindOf({ type: 'string' }, { 'ui:widget': 'phone' })).toBe('phone');
    expect(kindOf({ type: 'integer' }, { 'ui:widget': 'amount' })).toBe('amount');
    expect(kindOf({ type: 'integer' }, undefined)).toBe('number');
    expect(kindOf({ type: 'string', format: 'email' }, undefined)).toBe('email');
    expect(kindOf({ type: 'string', format: 'date' }, undefined)).toBe('date');
    expect(kindOf({ type: 'string', enum: ['A', 'B'] }, undefined)).toBe('choice');
    expect(kindOf({ type: 'string', oneOf: [{ const: 'A' }, { const: 'B' }] }, {})).toBe('choice');
    expect(kindOf({ type: 'boolean' }, { 'ui:widget': 'radio' })).toBe('yesno');
    expect(kindOf({ type: 'boolean' }, { 'ui:widget': 'markupCheckbox' })).toBe('consent');
    expect(kindOf({ type: 'object', properties: {} }, undefined)).toBe('group');
    expect(kindOf({ type: 'array', items: {} }, undefined)).toBe('list');
    expect(kindOf({ type: 'string' }, undefined)).toBe('text');
    expect(kindOf({ type: 'null' }, undefined)).toBe('other');
  });
});

describe('a consent label (EDIT-1)', () => {
  const label =
    'I accept the <a href="/about#terms" target="_blank" rel="noopener">terms and conditions</a>';

  it('splits into words, address and link words, and joins back', () => {
    expect(splitConsent(label)).toEqual({
      words: 'I accept the',
      href: '/about#terms',
      link: 'terms and conditions',
    });
    expect(consentLabel('I accept the', '/about#terms', 'terms and conditions')).toBe(label);
  });

  it('is only words when there is no link', () => {
    expect(splitConsent('I agree')).toEqual({ words: 'I agree', href: '', link: '' });
    expect(consentLabel('I agree', '', '')).toBe('I agree');
  });

  it('reads a consent field with its link words per language and its address once', () => {
    const { pair } = addField(shippedRead('form-prepaid-recharge').pair, [], 'consent', {
      en: 'I accept the',
      sw: 'Ninakubali',
    });
    const consent = readFields(pair)[2]!;
    expect(consent.kind).toBe('consent');
    expect(consent.words.en).toMatchObject({ label: 'I accept the', link: 'terms and conditions' });
    expect(consent.words.sw).toMatchObject({ label: 'Ninakubali', link: 'vigezo na masharti' });
    expect(consent.rules).toMatchObject({ required: true, link: '/about#terms' });
  });
});
