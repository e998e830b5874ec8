import type { FormPackage } from '../formPackage.ts';
import { parseFormPackage } from '../formPackage.ts';

const files = import.meta.glob('../../../schemas/cms/*/form-*.json', {
  eager: true,
  import: 'default',
});

/** A repo form package by language and file name (e.g. `en`, `form-prepaid-recharge`), parsed. */
export function repoPackage(language: 'en' | 'sw', name: string): FormPackage {
  const raw = files[`../../../schemas/cms/${language}/${name}.json`];
  const parsed = parseFormPackage(raw);
  if (!parsed.ok) throw new Error(`${language}/${name}: ${parsed.problems.join('; ')}`);
  return parsed.pkg;
}

/** The names of every JSON-Schema form package the portal ships (`form-*`), in name order. */
export const REPO_FORM_NAMES = Object.keys(files)
  .filter((path) => path.includes('/cms/en/'))
  .map((path) => path.replace(/^.*\/(form-[^/]+)\.json$/, '$1'))
  .sort();
