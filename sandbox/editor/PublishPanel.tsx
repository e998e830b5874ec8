/**
 * The check about fields, what changes for subscribers, and publishing: both languages together or
 * the one shown. Publish stays impossible while the check refuses; a press says why (A11Y-2,
 * decision #143: the buttons stay in the tab order). The outcome takes the focus as it shows.
 */
import { useLayoutEffect, useRef } from 'react';
import type { PackageLanguage } from '../../src/forms/packageCheck.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { CheckList } from './CheckList.tsx';
import { useEditor } from './editorContext.ts';
import type { Change } from './model/changes.ts';
import type { EditorProblem } from './model/problems.ts';
import type { FieldView } from './model/types.ts';
import { ProblemList } from './ProblemList.tsx';
import type { Drafts } from './useEditorPackage.ts';
import type { usePublish } from './usePublish.ts';

export interface PublishPanelProps {
  problems: readonly EditorProblem[];
  fields: readonly FieldView[];
  changes: readonly Change[] | undefined;
  onGoToFields: () => void;
  publishing: ReturnType<typeof usePublish>;
  drafts: Drafts;
  lang: PackageLanguage;
}

export function PublishPanel({
  problems,
  fields,
  changes,
  onGoToFields,
  publishing,
  drafts,
  lang,
}: PublishPanelProps) {
  const { t, ft, uiLang, languageName } = useEditor();
  const { result, busy } = publishing;
  const resultRef = useRef<HTMLDivElement>(null);
  // The outcome is what the person acted for: focus moves there as it shows, so it is read out
  // at once (before paint, so it never shows unfocused).
  useLayoutEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  const unlessBlocked = (act: () => void) => () => {
    if (problems.length > 0)
      publishing.setResult({ tone: 'error', text: ft.publishBlocked(problems.length) });
    else act();
  };
  const blocked = problems.length > 0 || busy || undefined;
  return (
    <>
      <h2 id="ed-check-heading">{ft.checkHeading}</h2>
      <p>{problems.length === 0 ? ft.noProblems : ft.problemCount(problems.length)}</p>
      <CheckList problems={problems} fields={fields} onGo={onGoToFields} />
      {changes && <ChangeSummary changes={changes} language={uiLang} />}
      <p className="ed-note">{t.bothNote}</p>
      <div className="ed-actions">
        <button
          type="button"
          aria-disabled={blocked}
          onClick={unlessBlocked(() => void publishing.publishBoth(drafts, lang))}
        >
          {busy ? t.publishing : t.publishBoth}
        </button>
        <button
          type="button"
          aria-disabled={blocked}
          onClick={unlessBlocked(() => void publishing.publishOne(lang, drafts[lang]))}
        >
          {t.publishOnly(languageName(lang))}
        </button>
      </div>
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className={`ed-result ed-result--${result?.tone ?? 'none'}`}
      >
        {result?.text}
        {result?.problems && <ProblemList label={t.reasons} problems={result.problems} t={t} />}
      </div>
      <p className="ed-note">{t.cacheNote}</p>
    </>
  );
}
