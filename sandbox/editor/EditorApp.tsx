/**
 * The CMS editor page (/cms-editor, sandbox only): pick a package, edit its JSON in English and in
 * Swahili (a draft per language, kept while switching), see the shared check of the pair and the
 * form in EN and SW side by side, publish both together or one language alone through the content
 * service, and restore an earlier version. Flow is a few fetches and no timers, so it stays in this
 * screen instead of a machine.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  checkPackagePair,
  isCheckedPackageName,
  isTranslationName,
  SHARED_MESSAGES_NAME,
  type PackageLanguage,
} from '../../src/forms/packageCheck.ts';
import * as api from './api.ts';
import { JsonEditor } from './JsonEditor.tsx';
import { Preview } from './Preview.tsx';
import { ProblemList } from './ProblemList.tsx';
import { EDITOR_TEXTS, type EditorLanguage } from './texts.ts';
import { VersionsTable } from './VersionsTable.tsx';

/** Every form and translation package, from the shipped files (names only). */
const NAMES = Object.keys(import.meta.glob('../../schemas/cms/en/*.json'))
  .map((path) => path.replace(/^.*\//, '').replace(/\.json$/, ''))
  .filter(isCheckedPackageName)
  .sort();

const LANGUAGES = ['en', 'sw'] as const;
type PerLanguage<T> = Record<PackageLanguage, T>;

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

interface Fetched {
  /** The live text per language. */
  live: PerLanguage<string>;
  /** The live validation texts per language (the shared `@` messages, the preview's words). */
  shared: PerLanguage<unknown>;
  rows: PerLanguage<api.VersionRow[]>;
}

/** The live package and its versions in both languages, and both languages' shared messages. */
async function fetchPackage(name: string): Promise<Fetched> {
  const [liveEn, liveSw, sharedEn, sharedSw, rowsEn, rowsSw] = await Promise.all([
    api.liveText('en', name),
    api.liveText('sw', name),
    api.liveText('en', SHARED_MESSAGES_NAME),
    api.liveText('sw', SHARED_MESSAGES_NAME),
    api.versions('en', name),
    api.versions('sw', name),
  ]);
  return {
    live: { en: liveEn ?? '', sw: liveSw ?? '' },
    shared: { en: parse(sharedEn), sw: parse(sharedSw) },
    rows: { en: rowsEn, sw: rowsSw },
  };
}

type Result = { tone: 'ok' | 'error'; text: string; problems?: api.ServiceProblem[] } | undefined;

export function EditorApp() {
  const [uiLang, setUiLang] = useState<EditorLanguage>('en');
  const t = EDITOR_TEXTS[uiLang];
  const [name, setName] = useState(
    NAMES.includes('form-prepaid-recharge') ? 'form-prepaid-recharge' : NAMES[0]!,
  );
  const [lang, setLang] = useState<PackageLanguage>('en');
  const [loaded, setLoaded] = useState<Fetched>();
  const [drafts, setDrafts] = useState<PerLanguage<string>>({ en: '', sw: '' });
  const [result, setResult] = useState<Result>();
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    void fetchPackage(name).then((fetched) => {
      if (!current) return;
      setLoaded(fetched);
      setDrafts(fetched.live);
    });
    return () => {
      current = false;
    };
  }, [name]);

  /** Reloads after a publish; the drafts of `published` languages become their new live text. */
  const refresh = async (published: readonly PackageLanguage[]) => {
    const fetched = await fetchPackage(name);
    setLoaded(fetched);
    setDrafts((d) => {
      const next = { ...d };
      for (const l of published) next[l] = fetched.live[l];
      return next;
    });
  };

  /** Another package: forget the last one's drafts and outcome while the new one loads. */
  const choose = (next: string) => {
    setLoaded(undefined);
    setResult(undefined);
    setName(next);
  };

  const other: PackageLanguage = lang === 'en' ? 'sw' : 'en';
  const languageName = (l: PackageLanguage) => (l === 'en' ? t.english : t.swahili);
  const sharedMessages = name === SHARED_MESSAGES_NAME ? undefined : loaded?.shared;

  // The pair as "Publish both" would send it: each language alone and the two agreeing.
  const problems = useMemo(
    () => (loaded ? checkPackagePair({ name, text: drafts, sharedMessages }) : []),
    [loaded, drafts, name, sharedMessages],
  );
  /** The editor's marks: this language's problems and the pair's disagreements. */
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
    (value: string) => setDrafts((d) => ({ ...d, [lang]: value })),
    [lang],
  );

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

  // The outcome is what the person acted for: focus moves there as it shows, so it is read out
  // at once (before paint, so it never shows unfocused).
  useLayoutEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const onPublishBoth = async () => {
    setBusy(true);
    await after(await api.publishBoth(name, drafts), lang);
  };
  const onPublishOne = async () => {
    const acted = lang;
    setBusy(true);
    await after(await api.publish(acted, name, drafts[acted]), acted);
  };
  const onRestore = async (n: number) => {
    const acted = lang;
    setBusy(true);
    await after(await api.restore(acted, name, n), acted, n);
  };

  return (
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
        {/* Two toggle buttons: the language whose draft the code editor shows. */}
        <div role="group" aria-labelledby="ed-lang-label" className="ed-langs">
          <span id="ed-lang-label">{t.languageLabel}</span>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" aria-pressed={l === lang} onClick={() => setLang(l)}>
              {languageName(l)}
              {loaded && drafts[l] !== loaded.live[l] ? ` (${t.edited})` : ''}
            </button>
          ))}
        </div>
      </div>
      {!loaded ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <div className="ed-work">
            <section className="ed-source" aria-labelledby="ed-source-heading">
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
              <h3>{t.problemsHeading}</h3>
              <p>{problems.length === 0 ? t.noProblems : t.problemCount(problems.length)}</p>
              <ProblemList label={t.problemsHeading} problems={problems} t={t} />
              <p className="ed-note">{t.bothNote}</p>
              <div className="ed-actions">
                <button type="button" onClick={() => void onPublishBoth()} disabled={busy}>
                  {busy ? t.publishing : t.publishBoth}
                </button>
                <button type="button" onClick={() => void onPublishOne()} disabled={busy}>
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
              {isTranslationName(name) ? (
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
            otherName={languageName(other)}
            busy={busy}
            onRestore={(n) => void onRestore(n)}
            t={t}
          />
        </>
      )}
    </main>
  );
}
