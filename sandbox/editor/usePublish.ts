/**
 * Publishing both languages, one alone, or restoring a version, and the words of what happened,
 * in the editor's language.
 */
import { useState } from 'react';
import type { PackageLanguage } from '../../src/forms/packageCheck.ts';
import * as api from './api.ts';
import type { EditorTexts } from './texts.ts';
import type { Drafts } from './useEditorPackage.ts';

export type Result =
  { tone: 'ok' | 'error'; text: string; problems?: api.ServiceProblem[] } | undefined;

const LANGUAGES = ['en', 'sw'] as const;

export function usePublish(
  name: string,
  t: EditorTexts,
  languageName: (l: PackageLanguage) => string,
  refresh: (published: readonly PackageLanguage[]) => Promise<void>,
) {
  const [result, setResult] = useState<Result>();
  const [busy, setBusy] = useState(false);

  /** What the person acted for, and the languages it changed. */
  async function after(outcome: api.PublishOutcome, acted: PackageLanguage, restoredFrom?: number) {
    const otherOfActed: PackageLanguage = acted === 'en' ? 'sw' : 'en';
    if (outcome.kind === 'published') {
      const { together } = outcome;
      await refresh(together ? LANGUAGES : [acted]);
      setResult({
        tone: 'ok',
        text:
          restoredFrom === undefined
            ? t.published(outcome.version)
            : together
              ? t.restoredTogether(
                  restoredFrom,
                  outcome.version,
                  languageName(together.lang),
                  together.restoredFrom ?? 0,
                  together.version,
                )
              : t.restored(restoredFrom, outcome.version),
      });
    } else if (outcome.kind === 'publishedBoth') {
      await refresh(LANGUAGES);
      setResult({ tone: 'ok', text: t.publishedBoth(outcome.en, outcome.sw) });
    } else if (outcome.kind === 'refused') {
      const pair = outcome.problems.some((p) => p.lang !== undefined);
      setResult({
        tone: 'error',
        text:
          outcome.reason === 'languagesDisagree' && restoredFrom !== undefined
            ? t.restoreDisagrees(restoredFrom, languageName(otherOfActed))
            : pair
              ? t.refusedBoth(outcome.problems.length)
              : t.refused(outcome.problems.length),
        problems: outcome.problems,
      });
    } else setResult({ tone: 'error', text: t.failed(outcome.message) });
    setBusy(false);
  }

  const run = async (
    acted: PackageLanguage,
    call: () => Promise<api.PublishOutcome>,
    restoredFrom?: number,
  ) => {
    if (busy) return;
    setBusy(true);
    await after(await call(), acted, restoredFrom);
  };

  return {
    result,
    setResult,
    busy,
    publishBoth: (drafts: Drafts, acted: PackageLanguage) =>
      run(acted, () => api.publishBoth(name, drafts)),
    publishOne: (lang: PackageLanguage, text: string) =>
      run(lang, () => api.publish(lang, name, text)),
    restore: (lang: PackageLanguage, n: number) => run(lang, () => api.restore(lang, name, n), n),
  };
}
