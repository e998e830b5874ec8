import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldListToPackage, parseFieldList, type FieldListField } from './fieldListAdapter.ts';
import enFieldList from '../../schemas/cms/en/get-form-schema.json' with { type: 'json' };
import { HBB_TOWNS } from '../testing/hbbTowns.ts';
import { labelledSelect } from './testing/fieldLists.ts';

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
        expect(Object.keys(pkg.schema.properties ?? {}).sort()).toEqual(
          fields.map((f) => f.name).sort(),
        );
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
          const schema = (pkg.schema.properties ?? {})[f.name]!;
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
    expect(pkg.schema.properties?.town?.enum).toEqual(HBB_TOWNS);
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
        labelledSelect('rating', 'Rating', [
          ['5', 'Very good'],
          ['1', 'Very poor'],
        ]),
        { name: 'comment', label: 'Comment', type: 'textarea', maxLength: 1000 },
      ],
    });
    expect(pkg.schema.properties?.rating?.enum).toEqual(['5', '1']);
    expect(pkg.uiSchema.rating).toEqual({
      'ui:widget': 'searchableSelect',
      'ui:enumNames': ['Very good', 'Very poor'],
    });
    expect(pkg.schema.properties?.comment).toEqual({
      type: 'string',
      title: 'Comment',
      maxLength: 1000,
    });
    expect(pkg.uiSchema.comment).toEqual({ 'ui:widget': 'textarea' });
  });
});

describe('field list: widgets, placeholders, messages and actions', () => {
  it('gives each field type its widget: phone for a field with a country code, email, text otherwise', () => {
    const { pkg } = fieldListToPackage({
      fields: [
        { name: 'contact', label: 'Contact', type: 'email', countryCode: '255', rank: 1 },
        { name: 'email', label: 'Email', type: 'email', placeholder: 'you@example.co.tz', rank: 2 },
        { name: 'fullName', label: 'Full Name', type: 'text', minLength: 3, rank: 3 },
      ],
    });
    expect(pkg.uiSchema.contact).toEqual({ 'ui:widget': 'phone' });
    expect(pkg.uiSchema.email).toEqual({
      'ui:placeholder': 'you@example.co.tz',
      'ui:widget': 'email',
    });
    expect(pkg.uiSchema.fullName).toEqual({ 'ui:widget': 'text' });
    expect(pkg.schema.properties?.fullName).toEqual({
      type: 'string',
      title: 'Full Name',
      minLength: 3,
    });
  });

  it('keeps a placeholder on a checkbox and a select; a select without labels sends and shows its values', () => {
    const { pkg } = fieldListToPackage({
      fields: [
        { name: 'consent', label: 'I agree', type: 'checkbox', placeholder: 'tick' },
        {
          name: 'town',
          label: 'Town',
          type: 'select',
          placeholder: 'Choose',
          options: [{ value: 'Arusha' }],
        },
      ],
    });
    expect(pkg.uiSchema.consent).toEqual({
      'ui:placeholder': 'tick',
      'ui:widget': 'markupCheckbox',
    });
    expect(pkg.schema.properties?.consent).toEqual({ type: 'boolean', title: 'I agree' });
    expect(pkg.uiSchema.town).toEqual({
      'ui:placeholder': 'Choose',
      'ui:widget': 'searchableSelect',
    });
  });

  it("uses a field's errorMessage for a pattern miss; only the address fields use it for too short as well", () => {
    const { pkg } = fieldListToPackage({
      fields: [
        {
          name: 'fullName',
          label: 'Full Name',
          type: 'text',
          errorMessage: 'Please enter a valid name',
        },
        { name: 'landmark', label: 'Landmark', type: 'text', errorMessage: 'Bad landmark' },
        { name: 'town', label: 'Town', type: 'text', errorMessage: '' },
      ],
    });
    expect(pkg.messages).toEqual({
      fullName: { pattern: 'Please enter a valid name' },
      landmark: { pattern: 'Bad landmark', minLength: 'Bad landmark' },
    });
  });

  it('orders actions by rank (unranked last, in list order) and labels the button with the first submit', () => {
    const adapted = fieldListToPackage(
      {
        fields: [],
        actions: [
          { type: 'link', label: 'Help' },
          { type: 'submit', label: 'Send', rank: 2 },
          { type: 'submit', label: 'Proceed', rank: 1 },
          { type: 'cancel', label: 'Cancel' },
        ],
      },
      'form-hbb-details',
    );
    expect(adapted.actions.map((a) => a.label)).toEqual(['Proceed', 'Send', 'Help', 'Cancel']);
    expect(adapted.submitLabel).toBe('Proceed');
    expect(adapted.pkg).toMatchObject({ id: 'form-hbb-details', version: 1 });
    expect(fieldListToPackage({ fields: [] })).toMatchObject({
      pkg: { id: 'get-form-schema', schema: { type: 'object', required: [], properties: {} } },
      actions: [],
      submitLabel: undefined,
    });
  });

  it('keeps the list order of fields with equal ranks', () => {
    const { pkg } = fieldListToPackage({
      fields: [
        { name: 'b', label: 'B', type: 'text', rank: 1 },
        { name: 'a', label: 'A', type: 'text', rank: 1 },
        { name: 'c', label: 'C', type: 'text', rank: 0 },
      ],
    });
    expect(pkg.uiSchema['ui:order']).toEqual(['c', 'b', 'a']);
  });
});

describe('field list: shape check', () => {
  it('accepts a well-formed list as it is', () => {
    const list = { fields: [{ name: 'a', label: 'A', type: 'text' }], actions: [] };
    expect(parseFieldList(list)).toEqual({ ok: true, list });
  });

  it('names each problem with its place', () => {
    expect(
      parseFieldList({
        fields: [
          null,
          { name: '', label: 'A', type: 3 },
          { label: 'B', type: 'select', options: [{ value: 1 }] },
        ],
        actions: {},
      }),
    ).toEqual({
      ok: false,
      problems: [
        'fields.0: must be an object',
        'fields.1.name: must be a non-empty string',
        'fields.1.type: must be text',
        'fields.2.name: must be a non-empty string',
        'fields.2.options: a select needs options with a text value',
        'actions: must be a list',
      ],
    });
    expect(parseFieldList({ fields: 'x' })).toEqual({
      ok: false,
      problems: ['fields: must be a list'],
    });
    expect(parseFieldList('x')).toEqual({ ok: false, problems: ['fields: must be a list'] });
  });
});
