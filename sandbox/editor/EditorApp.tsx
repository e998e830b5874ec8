/**
 * The CMS editor page (/cms-editor, sandbox only): pick a package and a language, edit its JSON,
 * see the shared check's problems and the form in EN and SW side by side, publish through the
 * content service, and restore an earlier version. Flow is a few fetches and no timers, so it
 * stays in this screen instead of a machine.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkPackageText,
  isCheckedPackageName,
  isTranslationName,
  SHARED_MESSAGES_NAME,
  type PackageLanguage,
  type PackageProblem,
} from '../../src/forms/packageCheck.ts';
import * as api from './api.ts';
import { JsonEditor } from './JsonEditor.tsx';
import { Preview } from './Preview.tsx';
import { EDITOR_TEXTS, type EditorLanguage } from './texts.ts';

/** Every form and translation package, from the shipped files (names only). */
const NAMES = Object.keys(import.meta.glob('../../schemas/cms/en/*.json'))
  .map((path) => path.replace(/^.*\//, '').replace(/\.json$/, ''))
  .filter(isCheckedPackageName)
  .sort();

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

interface Loaded {
  /** The live text per language. */
  live: Record<PackageLanguage, string>;
  /** The live validation texts per language (the shared `@` messages, the preview's words). */
  shared: Record<PackageLanguage, unknown>;
}

interface Fetched {
  loaded: Loaded;
  rows: api.VersionRow[];
}

/** The live package in both languages, both languages' shared messages, and the versions. */
async function fetchPackage(name: string, lang: PackageLanguage): Promise<Fetched> {
  const [liveEn, liveSw, sharedEn, sharedSw, rows] = await Promise.all([
    api.liveText('en', name),
    api.liveText('sw', name),
    api.liveText('en', SHARED_MESSAGES_NAME),
    api.liveText('sw', SHARED_MESSAGES_NAME),
    api.versions(lang, name),
  ]);
  return {
    loaded: {
      live: { en: liveEn ?? '', sw: liveSw ?? '' },
      shared: { en: parse(sharedEn), sw: parse(sharedSw) },
    },
    rows,
  };
}

type Result = { tone: 'ok' | 'error'; text: string } | undefined;

export function EditorApp() {
  const [uiLang, setUiLang] = useState<EditorLanguage>('en');
  const t = EDITOR_TEXTS[uiLang];
  const [name, setName] = useState(
    NAMES.includes('form-prepaid-recharge') ? 'form-prepaid-recharge' : NAMES[0]!,
  );
  const [lang, setLang] = useState<PackageLanguage>('en');
  const [loaded, setLoaded] = useState<Loaded>();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<PackageProblem[]>([]);
  const [rows, setRows] = useState<api.VersionRow[]>([]);
  const [result, setResult] = useState<Result>();
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const apply = useCallback(
    (fetched: Fetched) => {
      setLoaded(fetched.loaded);
      setText(fetched.loaded.live[lang]);
      setRows(fetched.rows);
    },
    [lang],
  );
  const load = () => fetchPackage(name, lang).then(apply);

  useEffect(() => {
    let current = true;
    void fetchPackage(name, lang).then((fetched) => current && apply(fetched));
    return () => {
      current = false;
    };
  }, [name, lang, apply]);

  /** Another package or language: forget the last one's outcome while the new one loads. */
  const choose = (next: { name?: string; lang?: PackageLanguage }) => {
    setLoaded(undefined);
    setResult(undefined);
    if (next.name) setName(next.name);
    if (next.lang) setLang(next.lang);
  };

  const other: PackageLanguage = lang === 'en' ? 'sw' : 'en';
  const check = useCallback(
    (value: string) =>
      loaded
        ? checkPackageText({
            lang,
            name,
            text: value,
            other: parse(loaded.live[other]),
            sharedMessages: name === SHARED_MESSAGES_NAME ? undefined : loaded.shared[lang],
          })
        : [],
    [loaded, lang, name, other],
  );

  async function after(outcome: api.PublishOutcome, restoredFrom?: number) {
    if (outcome.kind === 'published') {
      setResult({
        tone: 'ok',
        text:
          restoredFrom === undefined
            ? t.published(outcome.version)
            : t.restored(restoredFrom, outcome.version),
      });
      await load();
    } else if (outcome.kind === 'refused') {
      setProblems(outcome.problems);
      setResult({ tone: 'error', text: t.refused(outcome.problems.length) });
    } else setResult({ tone: 'error', text: t.failed(outcome.message) });
    setBusy(false);
    // The outcome is what the person acted for: focus moves there so it is read out at once.
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  const onPublish = async () => {
    setBusy(true);
    await after(await api.publish(lang, name, text));
  };
  const onRestore = async (n: number) => {
    setBusy(true);
    await after(await api.restore(lang, name, n), n);
  };

  const languageName = (l: PackageLanguage) => (l === 'en' ? t.english : t.swahili);
  const previewText = (l: PackageLanguage) => (l === lang ? text : (loaded?.live[l] ?? ''));

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
          <select value={name} onChange={(e) => choose({ name: e.target.value })}>
            {NAMES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.languageLabel}{' '}
          <select
            value={lang}
            onChange={(e) => choose({ lang: e.target.value as PackageLanguage })}
          >
            <option value="en">{t.english}</option>
            <option value="sw">{t.swahili}</option>
          </select>
        </label>
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
                text={text}
                label={`${t.editorLabel}: ${name} (${languageName(lang)})`}
                onChange={setText}
                check={check}
                onProblems={setProblems}
              />
              <h3>{t.problemsHeading}</h3>
              <p>{problems.length === 0 ? t.noProblems : t.problemCount(problems.length)}</p>
              {problems.length > 0 && (
                <ul aria-label={t.problemsHeading} className="ed-problems">
                  {problems.map((p, i) => (
                    <li key={`${i}-${p.path}`}>
                      <code>{p.path}</code>: {p.message}
                    </li>
                  ))}
                </ul>
              )}
              <button type="button" onClick={() => void onPublish()} disabled={busy}>
                {busy ? t.publishing : t.publish}
              </button>
              <div
                ref={resultRef}
                tabIndex={-1}
                role="status"
                className={`ed-result ed-result--${result?.tone ?? 'none'}`}
              >
                {result?.text}
              </div>
              <p className="ed-note">{t.cacheNote}</p>
            </section>
            <section className="ed-previews" aria-labelledby="ed-preview-heading">
              <h2 id="ed-preview-heading">{t.previewHeading}</h2>
              {isTranslationName(name) ? (
                <p>{t.noPreview}</p>
              ) : (
                <div className="ed-side">
                  {(['en', 'sw'] as const).map((l) => (
                    <Preview
                      key={l}
                      language={l}
                      heading={t.previewOf(languageName(l))}
                      name={name}
                      text={previewText(l)}
                      messages={loaded.shared[l]}
                      waiting={t.previewWaits}
                      submitLabel={t.previewSubmit}
                    />
                  ))}
                </div>
              )}
            </section>
          </div>
          <section aria-labelledby="ed-versions-heading">
            <h2 id="ed-versions-heading">
              {t.versionsHeading}: {name} ({languageName(lang)})
            </h2>
            {/* A phone is narrower than the table: it scrolls sideways on its own, not the page. */}
            {/* Focusable, so a keyboard can scroll it even when no row has a Restore button. */}
            <div
              className="ed-versions-scroll"
              role="region"
              aria-labelledby="ed-versions-heading"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className="ed-versions">
                <thead>
                  <tr>
                    <th scope="col">{t.version}</th>
                    <th scope="col">{t.time}</th>
                    <th scope="col">{t.size}</th>
                    <th scope="col">{t.live}</th>
                    <th scope="col">
                      <span className="ed-hidden">{t.restore(0).replace(/\s*0$/, '')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.version}>
                      <td>
                        {row.version}
                        {row.version === 0 ? ` (${t.shipped})` : ''}
                      </td>
                      <td>
                        <time dateTime={row.time}>
                          {row.time.slice(0, 16).replace('T', ' ')} UTC
                        </time>
                      </td>
                      <td>{row.size}</td>
                      <td>{row.live ? t.live : ''}</td>
                      <td>
                        {!row.live && (
                          <button
                            type="button"
                            disabled={busy}
                            onClick={() => void onRestore(row.version)}
                          >
                            {t.restore(row.version)}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </main>
  );
}
