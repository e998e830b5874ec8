/** The form as a subscriber sees it, English and Swahili side by side at phone width. */
import { useEditor } from './editorContext.ts';
import { LANGS, type Lang } from './model/types.ts';
import { Preview } from './Preview.tsx';

export interface PreviewsProps {
  name: string;
  drafts: Record<Lang, string>;
  /** Each language's shared validation messages (validation-translation). */
  messages: Record<Lang, unknown>;
}

export function Previews({ name, drafts, messages }: PreviewsProps) {
  const { t, languageName } = useEditor();
  return (
    <div className="ed-side">
      {LANGS.map((l) => (
        <Preview
          key={l}
          language={l}
          heading={t.previewOf(languageName(l))}
          name={name}
          text={drafts[l]}
          messages={messages[l]}
          waiting={t.previewWaits}
          submitLabel={t.previewSubmit}
        />
      ))}
    </div>
  );
}
