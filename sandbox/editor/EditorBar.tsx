/**
 * The editor's top: its title and language, the package, the language the JSON tab and the
 * versions are for (saying which drafts were edited), and undo and redo.
 */
import type { PackageLanguage } from '../../src/forms/packageCheck.ts';
import { useEditor } from './editorContext.ts';
import type { EditorLanguage } from './texts.ts';

const LANGUAGES = ['en', 'sw'] as const;
const UNDO_REDO = [
  { which: 'undo', keys: 'Control+Z' },
  { which: 'redo', keys: 'Control+Y' },
] as const;

export interface EditorBarProps {
  names: readonly string[];
  name: string;
  onName: (name: string) => void;
  onUiLang: (lang: EditorLanguage) => void;
  lang: PackageLanguage;
  onLang: (lang: PackageLanguage) => void;
  edited: (lang: PackageLanguage) => boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndoRedo: (which: 'undo' | 'redo') => void;
}

export function EditorBar(props: EditorBarProps) {
  const { t, ft, uiLang, languageName } = useEditor();
  return (
    <>
      <header className="ed-header">
        <h1>{t.title}</h1>
        <label>
          {t.uiLanguage}{' '}
          <select value={uiLang} onChange={(e) => props.onUiLang(e.target.value as EditorLanguage)}>
            <option value="en">English</option>
            <option value="sw">Kiswahili</option>
          </select>
        </label>
      </header>
      <div className="ed-pick">
        <label>
          {t.packageLabel}{' '}
          <select value={props.name} onChange={(e) => props.onName(e.target.value)}>
            {props.names.map((n) => (
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
            <button
              key={l}
              type="button"
              aria-pressed={l === props.lang}
              onClick={() => props.onLang(l)}
            >
              {languageName(l)}
              {props.edited(l) ? ` (${t.edited})` : ''}
            </button>
          ))}
        </div>
        <div className="ed-langs">
          {UNDO_REDO.map(({ which, keys }) => (
            <button
              key={which}
              type="button"
              aria-keyshortcuts={keys}
              aria-disabled={!(which === 'undo' ? props.canUndo : props.canRedo) || undefined}
              onClick={() => props.onUndoRedo(which)}
            >
              {ft[which]}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
