/**
 * The structured editor's own words in EN and SW (issue 32), beside texts.ts: the names of field
 * kinds, rules, pattern presets, and the check's sentences about fields. Each language has its
 * file (fieldTexts.en.ts, fieldTexts.sw.ts).
 */
import type { EditorLanguage } from './texts.ts';
import type { FieldKind } from './model/types.ts';
import { en, type FieldTexts } from './fieldTexts.en.ts';
import { sw } from './fieldTexts.sw.ts';

export const FIELD_TEXTS: Record<EditorLanguage, FieldTexts> = { en, sw };
export type { FieldKind, FieldTexts };
