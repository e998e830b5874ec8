import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldListToPackage, parseFieldList, type FieldListField } from './fieldListAdapter.ts';
import enFieldList from '../../schemas/cms/en/get-form-schema.json' with { type: 'json' };
import { HBB_TOWNS } from '../testing/hbbTowns.ts';

const fieldArb = fc.record({
  name: fc.stringMatching(/^[a-z][A-Za-z0-9]{0,11}$/),
  label: fc.string({ minLength: 1, maxLength: 20 }),
  type: fc.constantFrom('text', 'email', 'tel', 'select', 'checkbox'),
  required: fc.boolean(),
  rank: fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined }),
  countryCode: fc.option(fc.constant('255'), { nil: undefined }),
  options: fc.constant([{ value: 'Arusha' }, { value: 'Dodoma' }]),
}) as fc.Arbitrary<FieldListField>;
const listArb = fc.uniqueArray(fieldArb, { selector: (f) => f.name, maxLength: 12 });

describe('fieldListToPackage', () => {
  // FORM-8
  it('property: keeps every field, orders by rank (stable), and preserves required', () => {
    fc.assert(
      fc.property(listArb, (fields) => {
        const { pkg } = fieldListToPackage({ fields });
        const order = pkg.uiSchema['ui:order'] as string[];
        expect(new Set(order)).toEqual(new Set(fields.map((f) => f.name)));
        expect(Object.keys(pkg.schema.properties).sort()).toEqual(fields.map((f) => f.name).sort());
        const rankOf = (name: string) =>
          fields.find((f) => f.name === name)?.rank ?? Number.POSITIVE_INFINITY;
        for (let i = 1; i < order.length; i += 1)
          expect(rankOf(order[i - 1]!)).toBeLessThanOrEqual(rankOf(order[i]!));
        expect(new Set(pkg.schema.required)).toEqual(
          new Set(fields.filter((f) => f.required).map((f) => f.name)),
        );
      }),
    );
  });

  // FORM-8
  it('property: select becomes searchableSelect with the option values; checkbox becomes a must-tick boolean', () => {
    fc.assert(
      fc.property(listArb, (fields) => {
        const { pkg } = fieldListToPackage({ fields });
        for (const f of fields) {
          const ui = pkg.uiSchema[f.name] as Record<string, unknown>;
          const schema = pkg.schema.properties[f.name]!;
          if (f.type === 'select') {
            expect(ui['ui:widget']).toBe('searchableSelect');
            expect(schema.enum).toEqual(['Arusha', 'Dodoma']);
          } else if (f.type === 'checkbox') {
            expect(ui['ui:widget']).toBe('markupCheckbox');
            expect(schema.type).toBe('boolean');
            expect(schema.const).toBe(f.required ? true : undefined);
          } else if (f.countryCode) expect(ui['ui:widget']).toBe('phone');
        }
      }),
    );
  });

  // HBB-4
  it('maps the HBB customer details with their messages and the submit label', () => {
    const { pkg, submitLabel } = fieldListToPackage(enFieldList);
    expect(pkg.uiSchema['ui:order']).toEqual([
      'fullName',
      'contactNumber',
      'email',
      'town',
      'installationAddress',
      'landmark',
      'consent',
    ]);
    expect(pkg.schema.properties.town?.enum).toEqual(HBB_TOWNS);
    expect(pkg.messages.installationAddress).toEqual({
      pattern: 'Please enter a valid installation address',
      minLength: 'Please enter a valid installation address',
    });
    expect(pkg.schema.required).not.toContain('landmark');
    expect(submitLabel).toBe('Proceed');
  });

  it('lists what is wrong with a malformed field list', () => {
    expect(
      parseFieldList({
        fields: [
          { name: 'a', label: 'A', type: 'select' },
          { name: 'a', label: 1, type: 'text' },
        ],
      }),
    ).toEqual({
      ok: false,
      problems: [
        'fields.0.options: a select needs options with a text value',
        'fields.1.name: "a" appears twice',
        'fields.1.label: must be text',
      ],
    });
    expect(parseFieldList(null)).toEqual({ ok: false, problems: ['fields: must be a list'] });
  });

  it('a select with option labels shows the labels and sends the values; textarea is a multi-line text', () => {
    const { pkg } = fieldListToPackage({
      fields: [
        {
          name: 'rating',
          label: 'Rating',
          type: 'select',
          options: [
            { value: '5', label: 'Very good' },
            { value: '1', label: 'Very poor' },
          ],
        },
        { name: 'comment', label: 'Comment', type: 'textarea', maxLength: 1000 },
      ],
    });
    expect(pkg.schema.properties.rating?.enum).toEqual(['5', '1']);
    expect(pkg.uiSchema.rating).toEqual({
      'ui:widget': 'searchableSelect',
      'ui:enumNames': ['Very good', 'Very poor'],
    });
    expect(pkg.schema.properties.comment).toEqual({
      type: 'string',
      title: 'Comment',
      maxLength: 1000,
    });
    expect(pkg.uiSchema.comment).toEqual({ 'ui:widget': 'textarea' });
  });
});
