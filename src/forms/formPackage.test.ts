import { describe, expect, it } from 'vitest';
import { parseFormPackage } from './formPackage.ts';

describe('parseFormPackage', () => {
  const good = {
    id: 'otp',
    version: 1,
    schema: { type: 'object', required: ['otp'], properties: { otp: { type: 'string' } } },
    uiSchema: {},
    messages: { otp: { pattern: '@otp.incorrect' } },
  };

  it('accepts a package and its stringified form (as data.packageHtml carries it)', () => {
    expect(parseFormPackage(good)).toEqual({ ok: true, pkg: good });
    expect(parseFormPackage(JSON.stringify(good))).toEqual({ ok: true, pkg: good });
  });

  // The names a package uses (required, messages) are the publishing check's (packageCheck.test.ts):
  // the browser needs only the shape.
  it('lists every problem of a malformed package', () => {
    const result = parseFormPackage({
      id: '',
      version: 0,
      schema: { type: 'array', properties: { a: 1 }, required: ['b'] },
      messages: { c: { required: 3 } },
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'id: must be a non-empty string',
        'version: must be a whole number from 1',
        'schema.properties.a: must be an object',
        'messages.c.required: must be text',
      ],
    });
  });

  it('rejects text that is not JSON and values that are not objects', () => {
    expect(parseFormPackage('{oops')).toEqual({
      ok: false,
      problems: ['package: is not valid JSON'],
    });
    expect(parseFormPackage(42)).toEqual({ ok: false, problems: ['package: must be an object'] });
  });
});
