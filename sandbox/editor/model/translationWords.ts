/**
 * A translation package (`*-translation`) as a list of words: every text by its dotted key, in
 * English and Swahili side by side. Changing one changes that language only.
 */
import { isJson, LANGS, otherLang, type Json, type Lang } from './types.ts';

export interface WordRow {
  key: string;
  text: Record<Lang, string | undefined>;
}

function leaves(node: unknown, prefix: string, into: Map<string, string>) {
  if (typeof node === 'string') into.set(prefix, node);
  else if (isJson(node))
    for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, into);
}

const parse = (text: string): Json | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return isJson(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The rows of both languages in English's order (then keys only Swahili has); undefined: unreadable. */
export function wordRows(drafts: Record<Lang, string>): WordRow[] | undefined {
  const maps = { en: new Map<string, string>(), sw: new Map<string, string>() };
  for (const lang of LANGS) {
    const json = parse(drafts[lang]);
    if (!json) return undefined;
    leaves(json, '', maps[lang]);
  }
  const keys = [...new Set([...maps.en.keys(), ...maps.sw.keys()])];
  return keys.map((key) => ({ key, text: { en: maps.en.get(key), sw: maps.sw.get(key) } }));
}

/** The draft of `lang` with the text at `key` set (the path made if missing). */
export function setTranslation(draft: string, key: string, value: string): string {
  const json = parse(draft) ?? {};
  const steps = key.split('.');
  let node: Json = json;
  for (const step of steps.slice(0, -1)) {
    if (!isJson(node[step])) node[step] = {};
    node = node[step] as Json;
  }
  node[steps[steps.length - 1]!] = value;
  return JSON.stringify(json, null, 2);
}

/** Keys whose words one language has and the other lacks (empty or absent). */
export const missingTranslations = (rows: readonly WordRow[]): { key: string; lang: Lang }[] =>
  rows.flatMap((row) =>
    LANGS.filter((lang) => !row.text[lang]?.trim() && row.text[otherLang(lang)]?.trim()).map(
      (lang) => ({ key: row.key, lang }),
    ),
  );
