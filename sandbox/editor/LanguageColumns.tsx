/** A words table's head: what the rows are, then one column per language (English, Swahili). */
import { useEditor } from './editorContext.ts';
import { LANGS } from './model/types.ts';

export function LanguageColumns({ first }: { first: string }) {
  const { languageName } = useEditor();
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {LANGS.map((l) => (
          <th scope="col" key={l}>
            {languageName(l)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
