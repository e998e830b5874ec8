/**
 * The editor model's tests start from the shipped packages (schemas/cms): one way to read them,
 * and one way to say "the content service would accept this pair" (no problem in either language
 * nor between them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { checkPackagePair } from '../../../../src/forms/packageCheck.ts';
import type { Pair } from '../edit.ts';
import { draftsOf, pairOf } from '../pair.ts';
import type { Lang } from '../types.ts';

/** The shipped JSON text of a package in one language. */
export const shippedText = (lang: Lang, name: string): string =>
  readFileSync(join(import.meta.dirname, '../../../../schemas/cms', lang, `${name}.json`), 'utf8');

/** The shipped pair of a form package as the editor reads it (and whether it was a field list). */
export function shippedRead(name: string): { pair: Pair; fromFieldList: boolean } {
  const read = pairOf(name, { en: shippedText('en', name), sw: shippedText('sw', name) });
  if (!read.ok) throw new Error(`${name} is not a form`);
  return read;
}

/** The shipped pair of a form package. */
export const shippedPair = (name: string): Pair => shippedRead(name).pair;

/** Checks the content service would publish `pair` under `name`. */
export const expectAccepted = (name: string, pair: Pair) =>
  expect(checkPackagePair({ name, text: draftsOf(pair) })).toEqual([]);

/** The values of the shipped contact form's subject choices, in the order it lists them. */
export const contactSubjects = [
  'GENERAL',
  'RECHARGE_PAYMENT',
  'BILL',
  'HOME_BROADBAND',
  'MOBILE_MONEY',
  'COMPLAINT',
] as const;
