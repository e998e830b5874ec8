/** A group's fields in the order a person sees them, and the form to add one at the end. */
import { AddFieldForm } from './AddFieldForm.tsx';
import { useEditor } from './editorContext.ts';
import { FieldCard } from './FieldCard.tsx';
import type { FieldPath, FieldView } from './model/types.ts';

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
