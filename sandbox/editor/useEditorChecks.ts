/**
 * What the editor knows about the drafts as they are typed: the fields (or a translation's words),
 * every problem in plain words, what changes for subscribers against the live version, and the
 * JSON tab's marks. One check for all: the content service runs the same (packageCheck.ts).
 */
import { useCallback, useMemo } from 'react';
import {
  checkPackagePair,
  isTranslationName,
  SHARED_MESSAGES_NAME,
  type PackageLanguage,
} from '../../src/forms/packageCheck.ts';
import { pairOf } from './model/pair.ts';
import {
  allProblems,
  checkProblems,
  editorProblems,
  type EditorProblem,
} from './model/problems.ts';
import { readFields } from './model/read.ts';
import { changesOfTexts } from './model/textChanges.ts';
import { missingTranslations, wordRows } from './model/translationWords.ts';
import type { Drafts, Fetched } from './useEditorPackage.ts';

export function useEditorChecks(
  name: string,
  loaded: Fetched | undefined,
  drafts: Drafts,
  lang: PackageLanguage,
) {
  const translation = isTranslationName(name);
  const read = useMemo(
    () => (translation || !loaded ? undefined : pairOf(name, drafts)),
    [translation, loaded, name, drafts],
  );
  const fields = useMemo(() => (read?.ok ? readFields(read.pair) : undefined), [read]);
  const rows = useMemo(() => (translation ? wordRows(drafts) : undefined), [translation, drafts]);
  const sharedMessages = name === SHARED_MESSAGES_NAME ? undefined : loaded?.shared;

  // The pair as "Publish both" would send it: each language alone, the two agreeing, and the
  // editor's own checks of words and conditions.
  const problems = useMemo((): EditorProblem[] => {
    if (!loaded) return [];
    const checked = checkProblems(
      checkPackagePair({ name, text: drafts, sharedMessages }),
      fields ?? [],
    );
    const own: EditorProblem[] = fields
      ? editorProblems(fields)
      : rows
        ? missingTranslations(rows).map((m) => ({ code: 'missingTranslation', ...m }))
        : [];
    return allProblems(own, checked);
  }, [loaded, name, drafts, sharedMessages, fields, rows]);

  // What a subscriber will notice, compared with the live version (before publish).
  const changes = useMemo(
    () => (loaded && !translation ? changesOfTexts(name, loaded.live, drafts) : []),
    [loaded, translation, name, drafts],
  );

  /** The JSON editor's marks: this language's problems and the pair's disagreements. */
  const marks = useCallback(
    (value: string) =>
      loaded
        ? checkPackagePair({ name, text: { ...drafts, [lang]: value }, sharedMessages }).filter(
            (p) => p.lang === lang || p.lang === 'en+sw',
          )
        : [],
    [loaded, drafts, name, lang, sharedMessages],
  );

  return { translation, read, fields, rows, problems, changes, marks };
}
