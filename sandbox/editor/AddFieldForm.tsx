/**
 * Adds a field of a kind at the end of a group, with its label in English and/or Swahili; the
 * other language's label is then asked for by the check before publish. Focus goes to the new
 * field's card.
 */
import { useId, useState } from 'react';
import { useEditor } from './editorContext.ts';
import { addField } from './model/edit.ts';
import { fieldDomId } from './model/labels.ts';
import { FIELD_KINDS, LANGS, type FieldKind, type FieldPath, type Lang } from './model/types.ts';

export function AddFieldForm({
  groupPath,
  groupLabel,
  depth,
}: {
  groupPath: FieldPath;
  groupLabel: string;
  depth: number;
}) {
  const { ft, uiLang, languageName, apply, announce } = useEditor();
  const headingId = useId();
  const [kind, setKind] = useState<FieldKind>('text');
  const [labels, setLabels] = useState<Record<Lang, string>>({ en: '', sw: '' });
  const Tag = `h${Math.min(3 + depth, 6)}` as 'h3';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const words = { en: labels.en.trim(), sw: labels.sw.trim() };
    if (!words.en && !words.sw) {
      announce(ft.needLabel);
      return;
    }
    let added: FieldPath = [];
    apply((p) => {
      const result = addField(p, groupPath, kind, words);
      added = result.path;
      return result.pair;
    });
    announce(ft.added(words[uiLang] || words.en || words.sw));
    setLabels({ en: '', sw: '' });
    requestAnimationFrame(() => document.getElementById(`${fieldDomId(added)}-heading`)?.focus());
  };
  return (
    <form className="ed-add" aria-labelledby={headingId} onSubmit={submit}>
      <Tag id={headingId}>{ft.addHeading(groupLabel)}</Tag>
      <label className="ed-rule">
        {ft.kindLabel}
        <select value={kind} onChange={(e) => setKind(e.target.value as FieldKind)}>
          {FIELD_KINDS.map((k) => (
            <option key={k} value={k}>
              {ft.kinds[k]}
            </option>
          ))}
        </select>
      </label>
      {LANGS.map((lang) => (
        <label key={lang} className="ed-rule" lang={lang}>
          {ft.newLabel(languageName(lang))}
          <input
            value={labels[lang]}
            onChange={(e) => setLabels((l) => ({ ...l, [lang]: e.target.value }))}
          />
        </label>
      ))}
      <button type="submit">{ft.addButton}</button>
    </form>
  );
}
