/**
 * The CMS editor page (/cms-editor, sandbox only). Pick a package; edit it as fields (words in
 * English and Swahili side by side, rules once) or, in the advanced tab, as JSON per language; the
 * check runs as you type and names the field; the form shows in EN and SW at phone width; undo and
 * redo; publish both languages together or one alone, and restore an earlier version.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  checkPackagePair,
  isCheckedPackageName,
  isTranslationName,
  SHARED_MESSAGES_NAME,
  type PackageLanguage,
} from '../../src/forms/packageCheck.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { CheckList } from './CheckList.tsx';
import { EditorContext, type EditorTools } from './editorContext.ts';
import { FieldsTab } from './FieldsTab.tsx';
import { FIELD_TEXTS } from './fieldTexts.ts';
import { JsonEditor } from './JsonEditor.tsx';
import type { Pair } from './model/edit.ts';
import { draftsOf, pairOf } from './model/pair.ts';
import { allProblems, checkProblems, editorProblems } from './model/problems.ts';
import { allFields, readFields } from './model/read.ts';
import { changesOfTexts } from './model/textChanges.ts';
import { Preview } from './Preview.tsx';
import { ProblemList } from './ProblemList.tsx';
import { sharedText } from './sharedText.ts';
import { Tabs } from './Tabs.tsx';
import { EDITOR_TEXTS, type EditorLanguage } from './texts.ts';
import { useAnnouncer } from './useAnnouncer.ts';
import { useEditorPackage } from './useEditorPackage.ts';
import { useUndoKeys } from './useUndoKeys.ts';
import { usePublish } from './usePublish.ts';
import { VersionsTable } from './VersionsTable.tsx';

/** Every form and translation package, from the shipped files (names only). */
const NAMES = Object.keys(import.meta.glob('../../schemas/cms/en/*.json'))
  .map((path) => path.replace(/^.*\//, '').replace(/\.json$/, ''))
  .filter(isCheckedPackageName)
  .sort();

const LANGUAGES = ['en', 'sw'] as const;
type TabId = 'fields' | 'json';

export function EditorApp() {
  const [uiLang, setUiLang] = useState<EditorLanguage>('en');
  const t = EDITOR_TEXTS[uiLang];
  const ft = FIELD_TEXTS[uiLang];
  const [name, setName] = useState(
    NAMES.includes('form-prepaid-recharge') ? 'form-prepaid-recharge' : NAMES[0]!,
  );
  const [lang, setLang] = useState<PackageLanguage>('en');
  const [tab, setTab] = useState<TabId>('fields');
  const pkg = useEditorPackage(name);
  const { loaded, drafts } = pkg;
  const languageName = useCallback(
    (l: PackageLanguage) => (l === 'en' ? t.english : t.swahili),
    [t],
  );
  const publishing = usePublish(name, t, languageName, pkg.refresh);
  const { result } = publishing;
  const { announcement, announce } = useAnnouncer();
  const resultRef = useRef<HTMLDivElement>(null);

  const translation = isTranslationName(name);
  const read = useMemo(
    () => (translation || !loaded ? undefined : pairOf(name, drafts)),
    [translation, loaded, name, drafts],
  );
  const fields = useMemo(() => (read?.ok ? readFields(read.pair) : undefined), [read]);
  const sharedMessages = name === SHARED_MESSAGES_NAME ? undefined : loaded?.shared;

  // The pair as "Publish both" would send it: each language alone, the two agreeing, and the
  // editor's own checks of words and conditions.
  const packageProblems = useMemo(
    () => (loaded ? checkPackagePair({ name, text: drafts, sharedMessages }) : []),
    [loaded, drafts, name, sharedMessages],
  );
  const problems = useMemo(
    () =>
      allProblems(
        fields ? editorProblems(fields) : [],
        checkProblems(packageProblems, fields ?? []),
      ),
    [fields, packageProblems],
  );
  // What a subscriber will notice, compared with the live version (before publish).
  const changes = useMemo(
    () => (loaded && !translation ? changesOfTexts(name, loaded.live, drafts) : []),
    [loaded, translation, name, drafts],
  );
  /** The JSON editor's marks: this language's problems and the pair's disagreements. */
  const check = useCallback(
    (value: string) =>
      loaded
        ? checkPackagePair({ name, text: { ...drafts, [lang]: value }, sharedMessages }).filter(
            (p) => p.lang === lang || p.lang === 'en+sw',
          )
        : [],
    [loaded, drafts, name, lang, sharedMessages],
  );
  const setDraft = useCallback(
    (value: string) => pkg.change({ ...pkg.latest.current, [lang]: value }, `json:${lang}`),
    [pkg, lang],
  );

  const tools: EditorTools = useMemo(
    () => ({
      t,
      ft,
      uiLang,
      languageName,
      announce,
      sharedMessage: (l, key) => sharedText(loaded?.shared[l], key),
      apply: (change: (pair: Pair) => Pair, mergeKey?: string) => {
        const current = pairOf(name, pkg.latest.current);
        if (current.ok) pkg.change(draftsOf(change(current.pair)), mergeKey);
      },
    }),
    [t, ft, uiLang, languageName, announce, loaded, name, pkg],
  );

  const undoOrRedo = (which: 'undo' | 'redo') => {
    const can = which === 'undo' ? pkg.canUndo : pkg.canRedo;
    if (can) pkg[which]();
    announce(
      can
        ? which === 'undo'
          ? ft.undone
          : ft.redone
        : which === 'undo'
          ? ft.nothingToUndo
          : ft.nothingToRedo,
    );
  };
  useUndoKeys(undoOrRedo);

  // The outcome is what the person acted for: focus moves there as it shows, so it is read out
  // at once (before paint, so it never shows unfocused).
  useLayoutEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  /** Publish stays impossible while the check refuses: a press says why (A11Y-2, decision #143). */
  const unlessBlocked = (act: () => void) => () => {
    if (problems.length > 0)
      publishing.setResult({ tone: 'error', text: ft.publishBlocked(problems.length) });
    else act();
  };

  const choose = (next: string) => {
    publishing.setResult(undefined);
    setName(next);
  };

  return (
    <EditorContext.Provider value={tools}>
      <main className="ed" lang={uiLang}>
        <header className="ed-header">
          <h1>{t.title}</h1>
          <label>
            {t.uiLanguage}{' '}
            <select value={uiLang} onChange={(e) => setUiLang(e.target.value as EditorLanguage)}>
              <option value="en">English</option>
              <option value="sw">Kiswahili</option>
            </select>
          </label>
        </header>
        <div className="ed-pick">
          <label>
            {t.packageLabel}{' '}
            <select value={name} onChange={(e) => choose(e.target.value)}>
              {NAMES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {/* Two toggle buttons: the language the JSON tab, the versions and "Publish … only" are for. */}
          <div role="group" aria-labelledby="ed-lang-label" className="ed-langs">
            <span id="ed-lang-label">{t.languageLabel}</span>
            {LANGUAGES.map((l) => (
              <button key={l} type="button" aria-pressed={l === lang} onClick={() => setLang(l)}>
                {languageName(l)}
                {loaded && drafts[l] !== loaded.live[l] ? ` (${t.edited})` : ''}
              </button>
            ))}
          </div>
          <div className="ed-langs">
            <button
              type="button"
              aria-keyshortcuts="Control+Z"
              aria-disabled={!pkg.canUndo || undefined}
              onClick={() => undoOrRedo('undo')}
            >
              {ft.undo}
            </button>
            <button
              type="button"
              aria-keyshortcuts="Control+Y"
              aria-disabled={!pkg.canRedo || undefined}
              onClick={() => undoOrRedo('redo')}
            >
              {ft.redo}
            </button>
          </div>
        </div>
        <p role="status" className="ed-hidden">
          {announcement}
        </p>
        {!loaded ? (
          <p role="status">{t.loading}</p>
        ) : (
          <>
            <div className="ed-work">
              <section className="ed-source" aria-label={name}>
                <Tabs
                  label={ft.tabsLabel}
                  tabs={[
                    { id: 'fields', label: translation ? ft.translationTab : ft.fieldsTab },
                    { id: 'json', label: ft.jsonTab },
                  ]}
                  selected={tab}
                  onSelect={setTab}
                >
                  {tab === 'fields' ? (
                    translation ? (
                      <p>{t.noPreview}</p>
                    ) : (
                      <FieldsTab
                        fields={fields}
                        {...(read && !read.ok ? { broken: read.lang } : {})}
                        fromFieldList={read?.ok === true && read.fromFieldList}
                      />
                    )
                  ) : (
                    <>
                      <h2 id="ed-source-heading">
                        {name} ({languageName(lang)})
                      </h2>
                      <JsonEditor
                        key={`${lang}/${name}`}
                        text={drafts[lang]}
                        label={`${t.editorLabel}: ${name} (${languageName(lang)})`}
                        onChange={setDraft}
                        check={check}
                        onProblems={() => undefined}
                      />
                    </>
                  )}
                </Tabs>
                <h2 id="ed-check-heading">{ft.checkHeading}</h2>
                <p>{problems.length === 0 ? ft.noProblems : ft.problemCount(problems.length)}</p>
                <CheckList
                  problems={problems}
                  fields={fields ? allFields(fields) : []}
                  onGo={() => setTab('fields')}
                />
                {!translation && <ChangeSummary changes={changes} language={uiLang} />}
                <p className="ed-note">{t.bothNote}</p>
                <div className="ed-actions">
                  <button
                    type="button"
                    aria-disabled={problems.length > 0 || publishing.busy || undefined}
                    onClick={unlessBlocked(() => void publishing.publishBoth(drafts, lang))}
                  >
                    {publishing.busy ? t.publishing : t.publishBoth}
                  </button>
                  <button
                    type="button"
                    aria-disabled={problems.length > 0 || publishing.busy || undefined}
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
                  {result?.problems && (
                    <ProblemList label={t.reasons} problems={result.problems} t={t} />
                  )}
                </div>
                <p className="ed-note">{t.cacheNote}</p>
              </section>
              <section className="ed-previews" aria-labelledby="ed-preview-heading">
                <h2 id="ed-preview-heading">{t.previewHeading}</h2>
                {translation ? (
                  <p>{t.noPreview}</p>
                ) : (
                  <div className="ed-side">
                    {LANGUAGES.map((l) => (
                      <Preview
                        key={l}
                        language={l}
                        heading={t.previewOf(languageName(l))}
                        name={name}
                        text={drafts[l]}
                        messages={loaded.shared[l]}
                        waiting={t.previewWaits}
                        submitLabel={t.previewSubmit}
                      />
                    ))}
                  </div>
                )}
              </section>
            </div>
            <VersionsTable
              key={lang}
              lang={lang}
              heading={`${t.versionsHeading}: ${name} (${languageName(lang)})`}
              rows={loaded.rows[lang]}
              otherName={languageName(lang === 'en' ? 'sw' : 'en')}
              busy={publishing.busy}
              onRestore={(n) => void publishing.restore(lang, n)}
              t={t}
              language={uiLang}
            />
          </>
        )}
      </main>
    </EditorContext.Provider>
  );
}
