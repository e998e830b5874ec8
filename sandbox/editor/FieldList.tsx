/**
 * A group's fields in the order a person sees them, each as a card, and the form to add one at
 * the end. A card shows a field as an editor sees it: its name in the editor's language and kind,
 * when it shows, its words in both languages, its rules once, its choices, and, for a group or a
 * list, its own fields (the list again: one file, as the two call each other).
 */
import { AddFieldForm } from './AddFieldForm.tsx';
import { useEditor } from './editorContext.ts';
import { ChoicesEditor } from './ChoicesEditor.tsx';
import { ConditionPicker } from './ConditionPicker.tsx';
import { answerLabel, fieldDomId, fieldLabel } from './model/labels.ts';
import { moveField, removeField } from './model/edit.ts';
import { ITEM_STEP, type FieldPath, type FieldView } from './model/types.ts';
import { RulesPanel } from './RulesPanel.tsx';
import { WordsTable } from './WordsTable.tsx';

export interface FieldListProps {
  fields: readonly FieldView[];
  groupPath: FieldPath;
  /** The group's name; undefined for the form itself. */
  groupLabel?: string;
  depth: number;
}

export function FieldList({ fields, groupPath, groupLabel, depth }: FieldListProps) {
  const { ft } = useEditor();
  return (
    <div className="ed-field-list">
      {fields.length === 0 && <p>{ft.noFields}</p>}
      {fields.map((field, index) => (
        <FieldCard key={field.name} field={field} siblings={fields} index={index} depth={depth} />
      ))}
      <AddFieldForm groupPath={groupPath} groupLabel={groupLabel ?? ft.theForm} depth={depth} />
    </div>
  );
}

export interface FieldCardProps {
  field: FieldView;
  siblings: readonly FieldView[];
  index: number;
  depth: number;
}

const Heading = ({
  depth,
  ...props
}: { depth: number } & React.HTMLAttributes<HTMLHeadingElement>) => {
  const level = Math.min(3 + depth, 6);
  const Tag = `h${level}` as 'h3';
  return <Tag {...props} />;
};

export function FieldCard({ field, siblings, index, depth }: FieldCardProps) {
  const { ft, uiLang, apply, announce } = useEditor();
  const label = fieldLabel(field, uiLang);
  const id = fieldDomId(field.path);
  const trigger = field.condition && siblings.find((s) => s.name === field.condition!.field);
  const move = (by: -1 | 1) => {
    apply((p) => moveField(p, field.path, by));
    announce(by < 0 ? ft.movedUp(label, index) : ft.movedDown(label, index + 2));
  };
  const remove = () => {
    const next = siblings[index + 1] ?? siblings[index - 1];
    apply((p) => removeField(p, field.path));
    announce(ft.removed(label));
    // Focus goes to the field that takes its place, so the keyboard stays in the list.
    requestAnimationFrame(() =>
      document
        .getElementById(next ? `${fieldDomId(next.path)}-heading` : 'ed-fields-heading')
        ?.focus(),
    );
  };
  return (
    <section className="ed-field" id={id} aria-labelledby={`${id}-heading`}>
      <Heading depth={depth} id={`${id}-heading`} tabIndex={-1}>
        {label} <span className="ed-kind">({ft.kinds[field.kind]})</span>
      </Heading>
      {field.condition && (
        <p className="ed-condition">
          {ft.shownWhen(
            trigger ? fieldLabel(trigger, uiLang) : field.condition.field,
            trigger
              ? answerLabel(trigger, field.condition.value, uiLang)
              : String(field.condition.value),
          )}
        </p>
      )}
      <div className="ed-buttons">
        <button
          type="button"
          aria-label={ft.moveUp(label)}
          aria-disabled={index === 0 || undefined}
          onClick={() => (index > 0 ? move(-1) : announce(ft.alreadyFirst(label)))}
        >
          ↑
        </button>
        <button
          type="button"
          aria-label={ft.moveDown(label)}
          aria-disabled={index === siblings.length - 1 || undefined}
          onClick={() => (index < siblings.length - 1 ? move(1) : announce(ft.alreadyLast(label)))}
        >
          ↓
        </button>
        <button type="button" aria-label={ft.remove(label)} onClick={remove}>
          ✕
        </button>
      </div>
      <WordsTable field={field} label={label} />
      {field.kind !== 'group' && field.kind !== 'list' && (
        <RulesPanel field={field} label={label} />
      )}
      <ConditionPicker field={field} siblings={siblings} />
      {(field.kind === 'choice' || field.kind === 'yesno') && (
        <ChoicesEditor field={field} label={label} />
      )}
      {field.children && (
        <FieldList
          fields={field.children}
          groupPath={field.kind === 'list' ? [...field.path, ITEM_STEP] : field.path}
          groupLabel={label}
          depth={depth + 1}
        />
      )}
    </section>
  );
}
