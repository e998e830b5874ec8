/**
 * When a field shows: always, or only for one answer of another choice or yes/no field of the same
 * group. One list of every answer it may follow, so a keyboard picks it in one control.
 */
import { useEditor } from './editorContext.ts';
import { setCondition } from './model/edit.ts';
import { answerLabel, fieldLabel } from './model/labels.ts';
import type { FieldView } from './model/types.ts';

const ALWAYS = 'always';

export function ConditionPicker({
  field,
  siblings,
}: {
  field: FieldView;
  siblings: readonly FieldView[];
}) {
  const { ft, uiLang, apply } = useEditor();
  const triggers = siblings.filter(
    (s) => s.name !== field.name && s.choices.length > 0 && !s.condition,
  );
  const options = triggers.flatMap((trigger) =>
    trigger.choices.map((value) => ({
      id: JSON.stringify([trigger.name, value]),
      text: ft.whenAnswer(fieldLabel(trigger, uiLang), answerLabel(trigger, value, uiLang)),
      condition: { field: trigger.name, value },
    })),
  );
  if (options.length === 0 && !field.condition) return null;
  const current = field.condition
    ? JSON.stringify([field.condition.field, field.condition.value])
    : ALWAYS;
  return (
    <label className="ed-rule">
      {ft.showWhen}
      <select
        value={current}
        onChange={(e) => {
          const chosen = options.find((o) => o.id === e.target.value);
          apply(
            (p) => setCondition(p, field.path, chosen?.condition),
            `${field.path.join('/')}:condition`,
          );
        }}
      >
        <option value={ALWAYS}>{ft.always}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
        {field.condition && !options.some((o) => o.id === current) && (
          <option value={current}>{current}</option>
        )}
      </select>
    </label>
  );
}
