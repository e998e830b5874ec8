/**
 * The drafts (JSON text per language, what the JSON tab shows and publish sends) as the structured
 * editor's pair of packages, and back. An operator's field list (get-*form-schema) is read through
 * the portal's own adapter; a structured change writes it back as a full form package, which the
 * content service and the portal read under the same name (docs/decisions.md #145).
 */
import { fieldListToPackage, parseFieldList } from '../../../src/forms/fieldListAdapter.ts';
import { isFieldListName } from '../../../src/forms/packageCheck.ts';
import type { Pair } from './edit.ts';
import type { EditablePackage } from './read.ts';
import { isJson, LANGS, type Lang } from './types.ts';

export type PairResult =
  { ok: true; pair: Pair; fromFieldList: boolean } | { ok: false; lang: Lang };

/** One language's package, or undefined when its text is not a form the editor can show. */
export function packageOf(
  name: string,
  text: string,
): { pkg: EditablePackage; fromFieldList: boolean } | undefined {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (isFieldListName(name) && isJson(content) && Array.isArray(content.fields)) {
    const list = parseFieldList(content);
    if (!list.ok) return undefined;
    const { pkg, submitLabel } = fieldListToPackage(list.list, name);
    const uiSchema = { ...pkg.uiSchema } as Record<string, unknown>;
    if (submitLabel) uiSchema['ui:submitButtonOptions'] = { submitText: submitLabel };
    return {
      pkg: { ...pkg, uiSchema, messages: { ...pkg.messages } } as EditablePackage,
      fromFieldList: true,
    };
  }
  if (!isJson(content) || !isJson(content.schema)) return undefined;
  return {
    pkg: {
      ...content,
      schema: content.schema,
      uiSchema: isJson(content.uiSchema) ? content.uiSchema : {},
      messages: isJson(content.messages) ? content.messages : {},
    },
    fromFieldList: false,
  };
}

export function pairOf(name: string, drafts: Record<Lang, string>): PairResult {
  const read = { en: packageOf(name, drafts.en), sw: packageOf(name, drafts.sw) };
  for (const lang of LANGS) if (!read[lang]) return { ok: false, lang };
  return {
    ok: true,
    pair: { en: read.en!.pkg, sw: read.sw!.pkg },
    fromFieldList: read.en!.fromFieldList || read.sw!.fromFieldList,
  };
}

export const textOf = (pkg: EditablePackage) => JSON.stringify(pkg, null, 2);

export const draftsOf = (pair: Pair): Record<Lang, string> => ({
  en: textOf(pair.en),
  sw: textOf(pair.sw),
});
