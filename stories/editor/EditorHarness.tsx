/**
 * The structured editor of /cms-editor without its network: the drafts live in React state, and
 * the EditorContext's `apply` really changes them, so a designer can add, move and remove fields,
 * and watch the check, the change summary and both previews follow. The parts are the page's own
 * (sandbox/editor/); only the fetching, tabs, undo and publishing of EditorApp are left out.
 */
import { useMemo, useRef, useState } from 'react';
import { checkPackagePair } from '../../src/forms/packageCheck.ts';
import { ChangeSummary } from '../../sandbox/editor/ChangeSummary.tsx';
import { CheckList } from '../../sandbox/editor/CheckList.tsx';
import { EditorContext, type EditorTools } from '../../sandbox/editor/editorContext.ts';
import { FieldsTab } from '../../sandbox/editor/FieldsTab.tsx';
import { FIELD_TEXTS } from '../../sandbox/editor/fieldTexts.ts';
import type { Pair } from '../../sandbox/editor/model/edit.ts';
import { draftsOf, pairOf } from '../../sandbox/editor/model/pair.ts';
import { allProblems, checkProblems, editorProblems } from '../../sandbox/editor/model/problems.ts';
import { allFields, readFields } from '../../sandbox/editor/model/read.ts';
import { changesOfTexts } from '../../sandbox/editor/model/textChanges.ts';
import type { Lang } from '../../sandbox/editor/model/types.ts';
import { Previews } from '../../sandbox/editor/Previews.tsx';
import { textAt } from '../../src/content/textAt.ts';
import { EDITOR_TEXTS } from '../../sandbox/editor/texts.ts';
import { useAnnouncer } from '../../sandbox/editor/useAnnouncer.ts';
import { SHARED, shipped, type Drafts } from './shipped.ts';

export interface EditorHarnessProps {
  /** The package's name (a field list, get-*-form-schema, is read through the adapter). */
  name: string;
  /** The drafts the story starts from; the shipped texts when absent (nothing changed). */
  drafts?: Drafts;
  /** The editor's own language (its words, and the language a field is named in). */
  uiLang?: Lang;
}

export function EditorHarness({ name, drafts: start, uiLang = 'en' }: EditorHarnessProps) {
  // The live version the summary compares with: the shipped files, as the sandbox starts.
  const live = shipped(name);
  const [drafts, setDrafts] = useState<Drafts>(start ?? live);
  // The drafts as of the last change, so a change made before React renders again builds on it.
  const latest = useRef(drafts);
  const { announcement, announce } = useAnnouncer();
  const t = EDITOR_TEXTS[uiLang];
  const ft = FIELD_TEXTS[uiLang];

  const read = useMemo(() => pairOf(name, drafts), [name, drafts]);
  const fields = useMemo(() => (read.ok ? readFields(read.pair) : undefined), [read]);
  // The same two lists EditorApp joins: the editor's own checks and the package check's.
  const problems = useMemo(
    () =>
      allProblems(
        fields ? editorProblems(fields) : [],
        checkProblems(
          checkPackagePair({ name, text: drafts, sharedMessages: SHARED }),
          fields ?? [],
        ),
      ),
    [name, drafts, fields],
  );
  const changes = useMemo(() => changesOfTexts(name, live, drafts), [name, live, drafts]);

  const tools: EditorTools = useMemo(
    () => ({
      t,
      ft,
      uiLang,
      languageName: (l) => (l === 'en' ? t.english : t.swahili),
      announce,
      sharedMessage: (l, key) => textAt(SHARED[l], key),
      // No undo here (mergeKey is for the page's history): each change simply replaces the drafts.
      apply: (change: (pair: Pair) => Pair) => {
        const current = pairOf(name, latest.current);
        if (!current.ok) return;
        latest.current = draftsOf(change(current.pair));
        setDrafts(latest.current);
      },
    }),
    [t, ft, uiLang, announce, name],
  );

  return (
    <EditorContext.Provider value={tools}>
      <main className="ed" lang={uiLang}>
        <h1>
          {t.title}: {name}
        </h1>
        <p role="status" className="ed-hidden">
          {announcement}
        </p>
        <div className="ed-work">
          <section className="ed-source" aria-label={name}>
            <FieldsTab
              fields={fields}
              {...(read.ok ? {} : { broken: read.lang })}
              fromFieldList={read.ok && read.fromFieldList}
            />
            <h2 id="ed-check-heading">{ft.checkHeading}</h2>
            <p>{problems.length === 0 ? ft.noProblems : ft.problemCount(problems.length)}</p>
            {/* No tabs here: the fields are always shown, so "Go to" has nothing to switch. */}
            <CheckList
              problems={problems}
              fields={fields ? allFields(fields) : []}
              onGo={() => undefined}
            />
            <ChangeSummary changes={changes} language={uiLang} />
          </section>
          <section className="ed-previews" aria-labelledby="ed-preview-heading">
            <h2 id="ed-preview-heading">{t.previewHeading}</h2>
            <Previews name={name} drafts={drafts} messages={SHARED} />
          </section>
        </div>
      </main>
    </EditorContext.Provider>
  );
}
