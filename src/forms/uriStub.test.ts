import type FastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uriStub from './uriStub.ts';

// The real package, by a path the build's alias of 'fast-uri' (vite.config.ts) does not catch.
const realPath: string = 'fast-uri/index.js';
const { default: fastUri } = (await import(realPath)) as { default: typeof FastUri };

// The stand-in must answer as fast-uri does for what @rjsf/utils asks of it: a schema's absolute
// `$id` resolved against its parent's, and two `$id`s compared.
describe('the fast-uri stand-in of the browser build', () => {
  it.each([
    ['https://example.com/schemas/root.json', 'item.json'],
    ['https://example.com/schemas/root.json', '/other/item.json'],
    ['https://example.com/schemas/root.json', '../up.json#/definitions/x'],
    ['https://example.com/schemas/', 'https://cdn.example.org/shared.json'],
    ['https://example.com/schemas/root.json', '#/definitions/phone'],
  ])('resolves %s against %s as fast-uri does', (base, ref) => {
    expect(uriStub.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://example.com/a.json', 'https://example.com/a.json', true],
    ['HTTPS://EXAMPLE.com/a.json', 'https://example.com/a.json', true],
    ['https://example.com:443/a.json', 'https://example.com/a.json', true],
    ['https://example.com/a.json', 'https://example.com/b.json', false],
  ])('compares %s and %s as fast-uri does', (a, b, same) => {
    expect(uriStub.equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
