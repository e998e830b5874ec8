/** The structured view: the form's fields, or why they cannot be shown now. */
import { useEditor } from './editorContext.ts';
import { FieldList } from './FieldList.tsx';
import type { FieldView, Lang } from './model/types.ts';

export interface FieldsTabProps {
  fields: readonly FieldView[] | undefined;
  /** The language whose JSON cannot be read as a form, when one cannot. */
  broken?: Lang;
  fromFieldList: boolean;
}

export function FieldsTab({ fields, broken, fromFieldList }: FieldsTabProps) {
  const { ft, languageName } = useEditor();
  return (
    <>
      <h2 id="ed-fields-heading" tabIndex={-1}>
        {ft.fieldsHeading}
      </h2>
      {broken || !fields ? (
        <p className="ed-problems">{ft.brokenJson(languageName(broken ?? 'en'))}</p>
      ) : (
        <>
          {fromFieldList && <p className="ed-note">{ft.fieldListNote}</p>}
          <FieldList fields={fields} groupPath={[]} depth={0} />
        </>
      )}
    </>
  );
}
