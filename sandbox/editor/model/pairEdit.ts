/**
 * How every change of the structured editor touches a pair: on a copy (the old pair stays for
 * undo), in both languages for rules and structure, in one for words.
 */
import type { EditablePackage } from './read.ts';
import { LANGS, type FieldPath, type Json, type Lang } from './types.ts';

export type Pair = Record<Lang, EditablePackage>;

/** Applies `change` to a copy of each language's package. */
export function eachLanguage(pair: Pair, change: (pkg: EditablePackage, lang: Lang) => void): Pair {
  const next = structuredClone(pair);
  for (const lang of LANGS) change(next[lang], lang);
  return next;
}

export function oneLanguage(pair: Pair, lang: Lang, change: (pkg: EditablePackage) => void): Pair {
  const next = structuredClone(pair);
  change(next[lang]);
  return next;
}

export const setOrDelete = (target: Json, key: string, value: unknown) => {
  if (value === undefined || value === '') delete target[key];
  else target[key] = value;
};

export const groupPathOf = (path: FieldPath) => path.slice(0, -1);
export const nameOf = (path: FieldPath) => path[path.length - 1]!;

/** A field name from its label: letters and digits in camelCase, unique in its group. */
export function nameFromLabel(label: string, taken: readonly string[]): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const base =
    words
      .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
      .join('') || 'field';
  const start = /^[0-9]/.test(base) ? `field${base}` : base;
  let name = start;
  for (let n = 2; taken.includes(name); n += 1) name = `${start}${n}`;
  return name;
}
