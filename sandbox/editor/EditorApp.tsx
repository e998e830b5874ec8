/**
 * The CMS editor page (/cms-editor, sandbox only). Pick a package; edit it as fields (words in
 * English and Swahili side by side, rules once) or a translation as its words, or, in the advanced
 * tab, as JSON per language; the check runs as you type and names the field; the form shows in EN
 * and SW at phone width; undo and redo; publish both languages together or one alone, and restore
 * an earlier version (docs/content-editing.md).
 */
import { useCallback, useMemo, useState } from 'react';
import { isCheckedPackageName, type PackageLanguage } from '../../src/forms/packageCheck.ts';
import { EditorBar } from './EditorBar.tsx';
import { EditorContext, type EditorTools } from './editorContext.ts';
import { FieldsTab } from './FieldsTab.tsx';
import { FIELD_TEXTS } from './fieldTexts.ts';
import { JsonEditor } from './JsonEditor.tsx';
import type { Pair } from './model/edit.ts';
import { draftsOf, pairOf } from './model/pair.ts';
import { allFields } from './model/read.ts';
import { setTranslation } from './model/translationWords.ts';
import { Previews } from './Previews.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { textAt } from '../../src/content/textAt.ts';
import { Tabs } from './Tabs.tsx';
import { EDITOR_TEXTS, type EditorLanguage } from './texts.ts';
import { TranslationTable } from './TranslationTable.tsx';
import { useAnnouncer } from './useAnnouncer.ts';
import { useEditorChecks } from './useEditorChecks.ts';
import { useEditorPackage } from './useEditorPackage.ts';
import { usePublish } from './usePublish.ts';
import { useUndoKeys } from './useUndoKeys.ts';
import { VersionsTable } from './VersionsTable.tsx';

/** Every form and translation package, from the shipped files (names only). */
const NAMES = Object.keys(import.meta.glob('../../schemas/cms/en/*.json'))
  .map((path) => path.replace(/^.*\//, '').replace(/\.json$/, ''))
  .filter(isCheckedPackageName)
  .sort();

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
  const { loaded, drafts, change, latest } = pkg;
  const languageName = useCallback(
    (l: PackageLanguage) => (l === 'en' ? t.english : t.swahili),
    [t],
  );
  const publishing = usePublish(name, t, languageName, pkg.refresh);
  const { announcement, announce } = useAnnouncer();
  const checks = useEditorChecks(name, loaded, drafts, lang);
  const { translation, read, fields } = checks;

  const tools: EditorTools = useMemo(
    () => ({
      t,
      ft,
      uiLang,
      languageName,
      announce,
      sharedMessage: (l, key) => textAt(loaded?.shared[l], key),
      apply: (edit: (pair: Pair) => Pair, mergeKey?: string) => {
        const current = pairOf(name, latest.current);
        if (current.ok) change(draftsOf(edit(current.pair)), mergeKey);
      },
    }),
    [t, ft, uiLang, languageName, announce, loaded, name, latest, change],
  );

  const undoOrRedo = (which: 'undo' | 'redo') => {
    const can = which === 'undo' ? pkg.canUndo : pkg.canRedo;
    if (can) pkg[which]();
    const undoWords = can ? ft.undone : ft.nothingToUndo;
    announce(which === 'undo' ? undoWords : can ? ft.redone : ft.nothingToRedo);
  };
  useUndoKeys(undoOrRedo);

  const fieldsPanel = translation ? (
    <TranslationTable
      rows={checks.rows}
      onChange={(l, key, value) =>
        change(
          { ...latest.current, [l]: setTranslation(latest.current[l], key, value) },
          `${l}:${key}`,
        )
      }
    />
  ) : (
    <FieldsTab
      fields={fields}
      {...(read && !read.ok ? { broken: read.lang } : {})}
      fromFieldList={read?.ok === true && read.fromFieldList}
    />
  );

  return (
    <EditorContext.Provider value={tools}>
      <main className="ed" lang={uiLang}>
        <EditorBar
          names={NAMES}
          name={name}
          onName={(next) => {
            publishing.setResult(undefined);
            setName(next);
          }}
          onUiLang={setUiLang}
          lang={lang}
          onLang={setLang}
          edited={(l) => loaded !== undefined && drafts[l] !== loaded.live[l]}
          canUndo={pkg.canUndo}
          canRedo={pkg.canRedo}
          onUndoRedo={undoOrRedo}
        />
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
                    fieldsPanel
                  ) : (
                    <>
                      <h2 id="ed-source-heading">
                        {name} ({languageName(lang)})
                      </h2>
                      <JsonEditor
                        key={`${lang}/${name}`}
                        text={drafts[lang]}
                        label={`${t.editorLabel}: ${name} (${languageName(lang)})`}
                        onChange={(value) =>
                          change({ ...latest.current, [lang]: value }, `json:${lang}`)
                        }
                        check={checks.marks}
                        onProblems={() => undefined}
                      />
                    </>
                  )}
                </Tabs>
                <PublishPanel
                  problems={checks.problems}
                  fields={fields ? allFields(fields) : []}
                  changes={translation || (read && !read.ok) ? undefined : checks.changes}
                  onGoToFields={() => setTab('fields')}
                  publishing={publishing}
                  drafts={drafts}
                  lang={lang}
                />
              </section>
              <section className="ed-previews" aria-labelledby="ed-preview-heading">
                <h2 id="ed-preview-heading">{t.previewHeading}</h2>
                {translation ? (
                  <p>{t.noPreview}</p>
                ) : (
                  <Previews name={name} drafts={drafts} messages={loaded.shared} />
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
