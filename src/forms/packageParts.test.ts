import { describe, expect, it } from 'vitest';
import postpaid from '../../schemas/cms/en/form-postpaid-amount.json' with { type: 'json' };
import { parseFormPackage, type FormPackage, type ParseResult } from './formPackage.ts';
import { onlyFields, pickFields, withoutHeading } from './packageParts.ts';

const parsed = parseFormPackage(postpaid);
const pkg = (parsed.ok ? parsed.pkg : undefined) as FormPackage;

describe('pickFields', () => {
  it('splits the postpaid package into its number and its amount', () => {
    const phone = pickFields(pkg, ['msisdn']);
    expect(Object.keys(phone.schema.properties ?? {})).toEqual(['msisdn']);
    expect(phone.schema.required).toEqual(['msisdn']);
    expect(phone.uiSchema['ui:order']).toEqual(['msisdn']);
    expect(Object.keys(phone.messages)).toEqual(['msisdn']);

    const amount = pickFields(pkg, ['amount']);
    expect(Object.keys(amount.schema.properties ?? {})).toEqual(['amount']);
    expect(amount.schema.required).toEqual(['amount']);
    expect(amount.uiSchema).toEqual({
      amount: { 'ui:widget': 'amount', 'ui:placeholder': 'Enter amount' },
      'ui:order': ['amount'],
    });
    expect(amount.messages).toEqual({
      amount: { minimum: '@amount.min', maximum: '@amount.max' },
    });
    expect(parseFormPackage(amount).ok).toBe(true);
  });
});

describe('withoutHeading and onlyFields', () => {
  it('drop the heading and keep a failed parse as it is', () => {
    expect(parsed.ok && parsed.pkg.schema.title).toBeTruthy();
    const bare = withoutHeading(parsed);
    expect(bare.ok && bare.pkg.schema.title).toBeUndefined();
    const phone = onlyFields(parsed, ['msisdn']);
    expect(phone.ok && phone.pkg.schema.title).toBeUndefined();
    expect(phone.ok && Object.keys(phone.pkg.schema.properties ?? {})).toEqual(['msisdn']);
    const broken: ParseResult = { ok: false, problems: ['no schema'] };
    expect(onlyFields(broken, ['msisdn'])).toBe(broken);
  });
});
