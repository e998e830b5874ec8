import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackagePair, type PairProblem } from './packageCheck.ts';

// The RJSF playground's data-only samples (tests/fixtures/rjsf-samples/README.md).
const samples = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'rjsf-samples');
const sampleNames = readdirSync(samples)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

type Json = Record<string, unknown>;
const obj = (properties: Json, extra: Json = {}) => ({ type: 'object', properties, ...extra });
const pkg = (schema: unknown, uiSchema: Json = {}, messages: Json = {}) => ({
  id: 'form-sample',
  version: 1,
  schema,
  uiSchema,
  messages,
});
/** The pair check of a package published alike in EN and SW (or with `sw` of its own). */
const check = (en: unknown, sw: unknown = en, name = 'form-sample'): PairProblem[] =>
  checkPackagePair({ name, text: { en: JSON.stringify(en), sw: JSON.stringify(sw) } });

// FORM-12: every construct the engine draws is publishable.
describe('the content check follows the engine (issue 29)', () => {
  it('has the 33 data-only samples of the RJSF playground', () => {
    expect(sampleNames).toHaveLength(33);
  });

  it.each(sampleNames)('accepts the RJSF sample %s as a package in EN and SW', (name) => {
    const { schema, uiSchema } = JSON.parse(
      readFileSync(join(samples, `${name}.json`), 'utf8'),
    ) as { schema: unknown; uiSchema: Json };
    expect(check(pkg(schema, uiSchema))).toEqual([]);
  });

  it('accepts a root that is one value, and an empty schema', () => {
    expect(check(pkg({ type: 'string', title: 'Name', minLength: 2 }))).toEqual([]);
    expect(check(pkg({}))).toEqual([]);
  });

  it('accepts messages for a nested field named by its dotted path', () => {
    const schema = {
      type: 'object',
      properties: {
        address: { $ref: '#/definitions/address' },
        tasks: {
          type: 'array',
          items: { type: 'object', properties: { title: { type: 'string' } } },
        },
      },
      definitions: { address: { type: 'object', properties: { town: { type: 'string' } } } },
    };
    const messages = {
      'address.town': { required: 'Name your town' },
      'tasks.title': { required: 'Name the task' },
    };
    expect(check(pkg(schema, {}, messages))).toEqual([]);
    // The key's own dot is part of the key: the pointer names the message, not a level below it.
    expect(check(pkg(schema, {}, { 'address.street': { required: 'x' } }))).toContainEqual({
      lang: 'en',
      path: '/messages/address.street',
      message: 'is not a field',
    });
  });

  it('lets EN and SW differ in option labels only: ui:enumNames and oneOf titles, not consts', () => {
    const form = (labels: Json, title: string, value: string) =>
      pkg(
        obj({
          size: { type: 'string', enum: ['s', 'l'] },
          plan: { type: 'string', oneOf: [{ const: value, title }] },
        }),
        { size: { 'ui:enumNames': labels } },
      );
    expect(
      check(
        form({ s: 'Small', l: 'Large' }, 'Monthly', 'm'),
        form({ s: 'Ndogo', l: 'Kubwa' }, 'Kila mwezi', 'm'),
      ),
    ).toEqual([]);
    expect(check(form({}, 'Monthly', 'm'), form({}, 'Monthly', 'w'))).toEqual([
      {
        lang: 'en+sw',
        path: '/schema/properties/plan/oneOf/0/const',
        message: 'differs between EN ("m") and SW ("w"); only text may differ',
      },
    ]);
  });

  it('accepts a full form package under a field-list name, and still checks it', () => {
    const full = pkg({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string', maxLength: 500 } },
    });
    expect(check(full, full, 'get-contact-form-schema')).toEqual([]);
    const broken = pkg({
      type: 'object',
      properties: { message: { type: 'string', maxLenght: 5 } },
    });
    expect(check(broken, broken, 'get-contact-form-schema')).toContainEqual({
      lang: 'en',
      path: '/schema/properties/message/maxLenght',
      message: 'is not a keyword the form engine reads',
    });
  });
});

/** Each row: what is wrong, the package (EN, and SW when it differs), where and which words. */
const REFUSALS: [string, unknown, unknown, string, string][] = [
  [
    'an unknown keyword inside a nested object',
    pkg(obj({ address: obj({ town: { type: 'string', minLenght: 2 } }) })),
    undefined,
    '/schema/properties/address/properties/town/minLenght',
    'is not a keyword the form engine reads',
  ],
  [
    'an unknown keyword inside array items',
    pkg(obj({ tags: { type: 'array', items: { type: 'string', maxLenght: 9 } } })),
    undefined,
    '/schema/properties/tags/items/maxLenght',
    'is not a keyword the form engine reads',
  ],
  [
    'an unknown keyword inside definitions',
    pkg({
      ...obj({ a: { $ref: '#/definitions/a' } }),
      definitions: { a: { type: 'string', size: 3 } },
    }),
    undefined,
    '/schema/definitions/a/size',
    'is not a keyword the form engine reads',
  ],
  [
    'an unknown keyword inside then',
    pkg({ ...obj({ a: { type: 'string' } }), if: { required: ['a'] }, then: { requires: ['b'] } }),
    undefined,
    '/schema/then/requires',
    'is not a keyword the form engine reads',
  ],
  [
    'a ui: key inside a nested schema',
    pkg(obj({ address: obj({ town: { type: 'string', 'ui:widget': 'textarea' } }) })),
    undefined,
    '/schema/properties/address/properties/town/ui:widget',
    '"ui:" keys belong in uiSchema, not in the JSON Schema',
  ],
  [
    'a patternProperties key that does not compile',
    pkg(obj({}, { patternProperties: { '^(x': { type: 'string' } } })),
    undefined,
    '/schema/patternProperties/^(x',
    'does not compile',
  ],
  [
    'a nested pattern that does not compile',
    pkg(obj({ a: obj({ code: { type: 'string', pattern: '\\p{Nope}' } }) })),
    undefined,
    '/schema/properties/a/properties/code/pattern',
    'does not compile',
  ],
  [
    'an unknown widget in a nested uiSchema',
    pkg(obj({ address: obj({ town: { type: 'string' } }) }), {
      address: { town: { 'ui:widget': 'townPicker' } },
    }),
    undefined,
    '/uiSchema/address/town/ui:widget',
    'widget "townPicker" is not registered',
  ],
  [
    'an unknown widget for array items',
    pkg(obj({ tags: { type: 'array', items: { type: 'string' } } }), {
      tags: { items: { 'ui:widget': 'chips' } },
    }),
    undefined,
    '/uiSchema/tags/items/ui:widget',
    'widget "chips" is not registered',
  ],
  [
    'an unknown widget named in nested ui:options',
    pkg(obj({ a: obj({ b: { type: 'string' } }) }), {
      a: { b: { 'ui:options': { widget: 'stars' } } },
    }),
    undefined,
    '/uiSchema/a/b/ui:options/widget',
    'widget "stars" is not registered',
  ],
  [
    'a nested uiSchema key that names no field',
    pkg(obj({ address: obj({ town: { type: 'string' } }) }), {
      address: { twon: { 'ui:widget': 'text' } },
    }),
    undefined,
    '/uiSchema/address/twon',
    'is not a field',
  ],
  [
    'an EN/SW minLength difference inside an array item',
    pkg(obj({ names: { type: 'array', items: { type: 'string', minLength: 2 } } })),
    pkg(obj({ names: { type: 'array', items: { type: 'string', minLength: 3 } } })),
    '/schema/properties/names/items/minLength',
    'differs between EN (2) and SW (3); only text may differ',
  ],
  [
    'an enum value its own nested field refuses',
    pkg(obj({ a: obj({ code: { type: 'string', pattern: '^\\d+$', enum: ['12', 'ab'] } }) })),
    undefined,
    '/schema/properties/a/properties/code/enum/1',
    '"ab" is refused by the field: pattern',
  ],
  [
    'a remote $ref',
    pkg(obj({ a: { $ref: 'https://example.org/a.json' } })),
    undefined,
    '/schema/properties/a/$ref',
    'is a remote reference',
  ],
  [
    'a local $ref that names nothing',
    pkg(obj({ a: { $ref: '#/definitions/missing' } })),
    undefined,
    '/schema/properties/a/$ref',
    '"#/definitions/missing" names no schema of this form',
  ],
  [
    'a local $ref with a malformed escape',
    pkg(obj({ a: { $ref: '#/definitions/%E0%A4%A' } })),
    undefined,
    '/schema/properties/a/$ref',
    'names no schema of this form',
  ],
  [
    'bounds that exclude everything inside a oneOf branch',
    pkg(obj({ n: { oneOf: [{ type: 'integer', minimum: 9, maximum: 1 }, { type: 'null' }] } })),
    undefined,
    '/schema/properties/n/oneOf/0/minimum',
    'the bounds exclude every value',
  ],
  [
    '__proto__ as a nested property name',
    pkg(
      JSON.parse(
        '{"type":"object","properties":{"a":{"type":"object","properties":{"__proto__":{}}}}}',
      ),
    ),
    undefined,
    '/schema/properties/a/properties/__proto__',
    'is not a field name the engine accepts',
  ],
];

// FORM-13: what was refused is refused at any depth, at its pointer.
describe('the content check refuses at any depth, with the path', () => {
  it.each(REFUSALS)('refuses %s', (_what, en, sw, path, words) => {
    const problems = check(en, sw ?? en);
    expect(problems.filter((p) => p.path === path && p.message.includes(words))).not.toEqual([]);
  });
});
