/**
 * FORM-19: every form the portal ships stays on the engine's small path (no rich part to download),
 * and FORM-14: a package with a group, a list, a choice drawn by RJSF's own widgets, a condition or
 * a reference loads the rich part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldListToPackage, type FieldListSchema } from './fieldListAdapter.ts';
import { needsRichEngine } from './formShape.ts';

const dir = join(import.meta.dirname, '../../schemas/cms/en');
const shipped = readdirSync(dir)
  .filter((file) => /^(form-.+|get-.*form-schema)\.json$/.test(file))
  .map((file) => {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    const pkg = Array.isArray(json.fields)
      ? fieldListToPackage(json as unknown as FieldListSchema).pkg
      : (json as { schema: unknown; uiSchema?: unknown });
    return [file, pkg.schema, pkg.uiSchema ?? {}] as const;
  });

describe('which packages need the rich part of the engine', () => {
  it('finds the 17 shipped form packages', () => {
    expect(shipped).toHaveLength(17);
  });

  it.each(shipped)('%s is flat', (_file, schema, uiSchema) => {
    expect(needsRichEngine(schema, uiSchema)).toBe(false);
  });

  const field = (extra: Record<string, unknown>) => ({
    type: 'object',
    properties: { a: { type: 'string', ...extra } },
  });
  it.each([
    ['a group', { type: 'object', properties: { a: { type: 'object', properties: {} } } }, {}],
    ['a list', { type: 'object', properties: { a: { type: 'array', items: {} } } }, {}],
    ['a closed list with no portal widget', field({ enum: ['x', 'y'] }), {}],
    ['a date', field({ format: 'date' }), {}],
    ['a radio widget', field({}), { a: { 'ui:widget': 'radio' } }],
    ['a condition', { ...field({}), if: {}, then: {} }, {}],
    ['a reference', { type: 'object', properties: { a: { $ref: '#/definitions/a' } } }, {}],
    ['a root that is one value', { type: 'string' }, {}],
    ['an empty schema', {}, {}],
  ])('%s is rich', (_what, schema, uiSchema) => {
    expect(needsRichEngine(schema, uiSchema)).toBe(true);
  });

  it('keeps a closed list drawn by a portal widget, and an e-mail, flat', () => {
    expect(
      needsRichEngine(field({ enum: ['x'] }), { a: { 'ui:widget': 'searchableSelect' } }),
    ).toBe(false);
    expect(needsRichEngine(field({ format: 'email' }), {})).toBe(false);
  });
});
