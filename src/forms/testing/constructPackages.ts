/**
 * Form packages that use every draft-07 construct the engine draws (issue 29), in English and
 * Swahili: the data of the Forms/Constructs stories and of tests/e2e/form-constructs.e2e.ts,
 * which publishes each through the content service. Each has the CMS package shape
 * `{ id, version, schema, uiSchema, messages }`; titles are the package's own words in each
 * language, as the CMS serves them.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A construct package (the engine's FormPackage shape, with any draft-07 schema). */
export interface ConstructPackage {
  id: string;
  version: number;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  messages: Record<string, Record<string, string>>;
}

type Language = 'en' | 'sw';
type Words = (en: string, sw: string) => string;
/** A schema typed as one where an array literal mixes shapes (oneOf alternatives). */
const s = (schema: RJSFSchema) => schema;

/** oneOf alternatives that are one value each: `{ const, title }` from [value, title] pairs. */
const titledConsts = (...choices: [value: string, title: string][]) =>
  choices.map(([value, title]) => ({ const: value, title }));

type Construct = (w: Words) => { schema: RJSFSchema; uiSchema?: UiSchema };

const phones: Construct = (w) => ({
  schema: {
    type: 'object',
    properties: {
      phones: {
        type: 'array',
        title: w('Phone numbers', 'Namba za simu'),
        description: w('Up to three numbers we may call.', 'Hadi namba tatu tunazoweza kupiga.'),
        minItems: 1,
        maxItems: 3,
        items: { type: 'string', pattern: '^0\\d{9}$' },
        default: ['0712345678', '0787654321'],
      },
    },
  },
});

const CONSTRUCTS = {
  nestedObject: (w) => ({
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: w('Full name', 'Jina kamili') },
        address: {
          type: 'object',
          title: w('Delivery address', 'Anwani ya kufikisha'),
          description: w('Where we bring the router.', 'Mahali tutakapoleta ruta.'),
          required: ['town'],
          properties: {
            town: { type: 'string', title: w('Town', 'Mji') },
            street: { type: 'string', title: w('Street', 'Mtaa') },
          },
        },
      },
    },
  }),
  array: phones,
  tuple: (w) => ({
    schema: {
      type: 'array',
      title: w('Trip', 'Safari'),
      items: [
        { type: 'string', title: w('From', 'Kutoka') },
        { type: 'string', title: w('To', 'Kwenda') },
      ],
      additionalItems: { type: 'string', title: w('Stop', 'Kituo') },
      default: ['Arusha', 'Dodoma'],
    },
  }),
  enumCheckboxes: (w) => ({
    schema: {
      type: 'object',
      properties: {
        days: {
          type: 'array',
          title: w('Delivery days', 'Siku za kufikisha'),
          uniqueItems: true,
          items: { type: 'string', enum: ['mon', 'wed', 'fri'] },
        },
      },
    },
    uiSchema: {
      days: {
        'ui:widget': 'checkboxes',
        items: {
          'ui:enumNames': [
            w('Monday', 'Jumatatu'),
            w('Wednesday', 'Jumatano'),
            w('Friday', 'Ijumaa'),
          ],
        },
      },
    },
  }),
  enumRadioSelect: (w) => {
    const sizes = [w('Small', 'Ndogo'), w('Medium', 'Wastani'), w('Large', 'Kubwa')];
    return {
      schema: {
        type: 'object',
        properties: {
          bundle: {
            type: 'string',
            title: w('Bundle size', 'Ukubwa wa kifurushi'),
            enum: ['s', 'm', 'l'],
          },
          region: {
            type: 'string',
            title: w('Region size', 'Ukubwa wa mkoa'),
            enum: ['s', 'm', 'l'],
          },
        },
      },
      uiSchema: {
        bundle: { 'ui:widget': 'radio', 'ui:enumNames': sizes },
        region: { 'ui:widget': 'select', 'ui:enumNames': sizes },
      },
    };
  },
  oneOfConst: (w) => ({
    schema: {
      type: 'object',
      properties: {
        plan: {
          type: 'string',
          title: w('Plan', 'Kifurushi'),
          oneOf: titledConsts(
            ['day', w('Daily', 'Cha siku')],
            ['week', w('Weekly', 'Cha wiki')],
            ['month', w('Monthly', 'Cha mwezi')],
          ),
        },
      },
    },
  }),
  oneOfObjects: (w) => ({
    schema: {
      type: 'object',
      properties: {
        contact: {
          title: w('How should we reach you?', 'Tukufikie vipi?'),
          oneOf: [
            s({
              title: w('By phone', 'Kwa simu'),
              type: 'object',
              properties: { phone: { type: 'string', title: w('Phone', 'Simu') } },
            }),
            s({
              title: w('By e-mail', 'Kwa barua pepe'),
              type: 'object',
              properties: {
                email: { type: 'string', format: 'email', title: w('E-mail', 'Barua pepe') },
              },
            }),
          ],
        },
        extras: {
          title: w('Extras', 'Ziada'),
          anyOf: [
            { title: w('None', 'Hakuna'), type: 'null' },
            {
              title: w('A note', 'Maelezo'),
              type: 'object',
              properties: { note: { type: 'string', title: w('Note', 'Maelezo') } },
            },
          ],
        },
      },
    },
  }),
  ifThenElse: (w) => ({
    schema: {
      type: 'object',
      properties: {
        business: {
          type: 'boolean',
          title: w('This is a business line', 'Hii ni laini ya biashara'),
        },
      },
      if: { properties: { business: { const: true } } },
      then: {
        properties: { tin: { type: 'string', title: w('TIN', 'Namba ya TIN') } },
        required: ['tin'],
      },
      else: { properties: { nida: { type: 'string', title: w('NIDA number', 'Namba ya NIDA') } } },
    },
  }),
  dependencies: (w) => ({
    schema: {
      type: 'object',
      properties: {
        delivery: {
          type: 'string',
          title: w('Delivery', 'Kufikisha'),
          enum: ['shop', 'home'],
        },
      },
      dependencies: {
        delivery: {
          oneOf: [
            s({ properties: { delivery: { const: 'shop' } } }),
            s({
              properties: {
                delivery: { const: 'home' },
                address: { type: 'string', title: w('Home address', 'Anwani ya nyumbani') },
              },
              required: ['address'],
            }),
          ],
        },
      },
    },
    uiSchema: {
      delivery: {
        'ui:enumNames': [
          w('Pick up at a shop', 'Chukua dukani'),
          w('To my home', 'Nyumbani kwangu'),
        ],
      },
    },
  }),
  allOf: (w) => ({
    schema: {
      type: 'object',
      allOf: [
        s({ properties: { first: { type: 'string', title: w('First name', 'Jina la kwanza') } } }),
        s({
          properties: { last: { type: 'string', title: w('Last name', 'Jina la mwisho') } },
          required: ['last'],
        }),
      ],
    },
  }),
  refDefinitions: (w) => ({
    schema: {
      definitions: {
        place: {
          type: 'object',
          properties: {
            town: { type: 'string', title: w('Town', 'Mji') },
            ward: { type: 'string', title: w('Ward', 'Kata') },
          },
        },
      },
      type: 'object',
      properties: {
        home: { $ref: '#/definitions/place', title: w('Home', 'Nyumbani') },
        work: { $ref: '#/definitions/place', title: w('Work', 'Kazini') },
      },
    },
  }),
  additionalProperties: (w) => ({
    schema: {
      type: 'object',
      properties: {
        labels: {
          type: 'object',
          title: w('Saved places', 'Mahali palipohifadhiwa'),
          additionalProperties: { type: 'string' },
          default: { home: 'Mikocheni' },
        },
        codes: {
          type: 'object',
          title: w('Codes', 'Misimbo'),
          patternProperties: { '^[A-Z]+$': { type: 'string' } },
        },
      },
    },
  }),
  nullable: (w) => ({
    schema: {
      type: 'object',
      properties: {
        nickname: { type: ['string', 'null'], title: w('Nickname', 'Jina la utani') },
        floor: { type: ['integer', 'null'], title: w('Floor', 'Ghorofa') },
      },
    },
  }),
  defaultReadOnlyConst: (w) => ({
    schema: {
      type: 'object',
      properties: {
        country: {
          type: 'string',
          title: w('Country', 'Nchi'),
          default: 'Tanzania',
          readOnly: true,
        },
        currency: { type: 'string', title: w('Currency', 'Sarafu'), const: 'TZS', default: 'TZS' },
        amount: { type: 'integer', title: w('Amount', 'Kiasi'), default: 1000 },
      },
    },
  }),
  formats: (w) => ({
    schema: {
      type: 'object',
      properties: {
        day: { type: 'string', format: 'date', title: w('Date', 'Tarehe') },
        at: { type: 'string', format: 'time', title: w('Time', 'Muda') },
        when: { type: 'string', format: 'date-time', title: w('Date and time', 'Tarehe na muda') },
        email: { type: 'string', format: 'email', title: w('E-mail', 'Barua pepe') },
        site: { type: 'string', format: 'uri', title: w('Website', 'Tovuti') },
        photo: {
          type: 'string',
          format: 'data-url',
          title: w('Photo of your ID', 'Picha ya kitambulisho'),
        },
      },
    },
  }),
  widgets: (w) => {
    const field = (type: RJSFSchema['type'], en: string, sw: string, more: RJSFSchema = {}) => ({
      type,
      title: w(en, sw),
      ...more,
    });
    return {
      schema: {
        type: 'object',
        properties: {
          text: field('string', 'Text', 'Maandishi'),
          textarea: field('string', 'Message', 'Ujumbe'),
          password: field('string', 'Password', 'Nenosiri'),
          color: field('string', 'Colour', 'Rangi'),
          updown: field('integer', 'Count', 'Idadi'),
          range: field('integer', 'Volume', 'Sauti', { minimum: 0, maximum: 10, default: 5 }),
          radio: field('boolean', 'Send me offers', 'Nitumie ofa'),
          checkbox: field('boolean', 'I agree', 'Nakubali'),
          select: field('string', 'Region', 'Mkoa', { enum: ['Arusha', 'Dodoma', 'Mwanza'] }),
          altDate: field('string', 'Birth date', 'Tarehe ya kuzaliwa'),
          altDateTime: field('string', 'Appointment', 'Miadi'),
          hidden: field('string', 'Hidden', 'Fiche', { default: 'x' }),
        },
      },
      uiSchema: {
        textarea: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
        password: { 'ui:widget': 'password' },
        color: { 'ui:widget': 'color' },
        updown: { 'ui:widget': 'updown' },
        range: { 'ui:widget': 'range' },
        radio: { 'ui:widget': 'radio' },
        select: { 'ui:widget': 'select' },
        altDate: { 'ui:widget': 'alt-date', 'ui:options': { yearsRange: [1940, 2010] } },
        altDateTime: { 'ui:widget': 'alt-datetime', 'ui:options': { yearsRange: [2026, 2027] } },
        hidden: { 'ui:widget': 'hidden' },
      },
    };
  },
  singleValue: (w) => ({
    schema: { type: 'string', title: w('Voucher code', 'Namba ya vocha') },
  }),
  empty: () => ({ schema: {} }),
} satisfies Record<string, Construct>;

/** The name of one construct group. */
export type ConstructName = keyof typeof CONSTRUCTS;

/** The construct `name` as the CMS serves it in `language`. */
export function constructPackage(name: ConstructName, language: Language): ConstructPackage {
  const w: Words = (en, sw) => (language === 'en' ? en : sw);
  const { schema, uiSchema = {} }: ReturnType<Construct> = CONSTRUCTS[name](w);
  return { id: `construct-${name}`, version: 1, schema, uiSchema, messages: {} };
}

/** Every construct name, in the stories' order. */
export const CONSTRUCT_NAMES = Object.keys(CONSTRUCTS) as ConstructName[];
