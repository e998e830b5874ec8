/**
 * The changes between two versions given as JSON texts (what the service stores and the editor's
 * drafts hold), per language. Used by the versions route and by the editor's summary of a draft
 * against the live version: a text that is not a form (a translation, a half-typed draft) gives
 * no changes in its language, never an error.
 */
import { changesBetween, type Change, type Packages } from './changes.ts';
import { packageOf } from './pair.ts';
import { LANGS, type Lang } from './types.ts';

export type Texts = Partial<Record<Lang, string | undefined>>;

function packagesOf(name: string, texts: Texts): Packages {
  const found: Packages = {};
  for (const lang of LANGS) {
    const text = texts[lang];
    const read = text === undefined ? undefined : packageOf(name, text);
    if (read) found[lang] = read.pkg;
  }
  return found;
}

export function changesOfTexts(name: string, before: Texts, after: Texts): Change[] {
  try {
    return changesBetween(packagesOf(name, before), packagesOf(name, after));
  } catch {
    // A stored text the model cannot read must not take the versions list or the editor down.
    return [];
  }
}
