/**
 * What every part of the structured editor needs: the editor's words, its language, and the one
 * way to change the drafts (a change to the pair, recorded for undo) and to say what happened.
 */
import { createContext, useContext } from 'react';
import type { FieldTexts } from './fieldTexts.ts';
import type { Pair } from './model/edit.ts';
import type { Lang } from './model/types.ts';
import type { EditorTexts } from './texts.ts';

export interface EditorTools {
  t: EditorTexts;
  ft: FieldTexts;
  uiLang: Lang;
  languageName: (lang: Lang) => string;
  /** Applies a change to the pair; changes with the same `mergeKey` in a row undo as one. */
  apply: (change: (pair: Pair) => Pair, mergeKey?: string) => void;
  announce: (text: string) => void;
  /** The words of a shared `@key` message in `lang` (validation-translation), if it has them. */
  sharedMessage: (lang: Lang, key: string) => string | undefined;
}

export const EditorContext = createContext<EditorTools | null>(null);

export function useEditor(): EditorTools {
  const tools = useContext(EditorContext);
  if (!tools) throw new Error('useEditor outside the editor');
  return tools;
}
