/**
 * The CMS form package a submitted form is checked against, read on every call as the content
 * route serves it (the newest published version, else `schemas/cms/{lang}/{name}.json`), so an editor's change is the server's rule at
 * once, with no release. Both package shapes the portal renders are read: the operator's field
 * list (get-form-schema, get-contact-form-schema, ...) through the portal's own adapter, and the
 * JSON-Schema form package (form-hbb-coordinates, ...).
 */
import type { DatabaseSync } from 'node:sqlite';
import { liveText } from '../store/cmsPackages.ts';
import { fieldListToPackage, parseFieldList } from '../../src/forms/fieldListAdapter.ts';
import { parseFormPackage, type FormPackage } from '../../src/forms/formPackage.ts';

/** A package read and understood, or why it cannot be used as a rule. */
export type ReadPackage = { ok: true; pkg: FormPackage } | { ok: false; reason: string };

/**
 * The form package `name` in `lang`, as the content service serves it right now: its newest
 * published version, else the shipped file (FORM-18: a field an editor adds is accepted at once).
 */
export async function readFormPackage(
  db: DatabaseSync,
  schemasDir: string,
  lang: 'en' | 'sw',
  name: string,
): Promise<ReadPackage> {
  let json: unknown;
  try {
    json = JSON.parse((await liveText(db, schemasDir, lang, name)) ?? '');
  } catch {
    return { ok: false, reason: `the form package ${name} cannot be read` };
  }
  const isFieldList =
    typeof json === 'object' &&
    json !== null &&
    Array.isArray((json as { fields?: unknown }).fields);
  if (isFieldList) {
    const list = parseFieldList(json);
    return list.ok
      ? { ok: true, pkg: fieldListToPackage(list.list, name).pkg }
      : { ok: false, reason: `the form package ${name} is broken (${list.problems.join('; ')})` };
  }
  const parsed = parseFormPackage(json);
  return parsed.ok
    ? { ok: true, pkg: parsed.pkg }
    : { ok: false, reason: `the form package ${name} is broken (${parsed.problems.join('; ')})` };
}
