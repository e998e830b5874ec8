import { describe, expect, it } from 'vitest';
import postpaid from '../../../schemas/cms/en/form-postpaid-amount.json' with { type: 'json' };
import { parseFormPackage, type FormPackage } from '../../forms/formPackage.ts';
import { pickFields } from './pickFields.ts';

const parsed = parseFormPackage(postpaid);
const pkg = (parsed.ok ? parsed.pkg : undefined) as FormPackage;

describe('pickFields', () => {
  it('splits the postpaid package into its number and its amount', () => {
    const phone = pickFields(pkg, ['msisdn']);
    expect(Object.keys(phone.schema.properties)).toEqual(['msisdn']);
    expect(phone.schema.required).toEqual(['msisdn']);
    expect(phone.uiSchema['ui:order']).toEqual(['msisdn']);
    expect(Object.keys(phone.messages)).toEqual(['msisdn']);

    const amount = pickFields(pkg, ['amount']);
    expect(Object.keys(amount.schema.properties)).toEqual(['amount']);
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
