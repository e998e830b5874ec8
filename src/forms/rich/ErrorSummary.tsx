import type { Ref } from 'react';
import { idOfPath } from '../fieldIds.ts';
import { message } from '../messages.ts';
import { useFormTranslate } from '../useFormTranslate.ts';

/**
 * FORM-16: the problems of a refused submit of a rich form, each a link to its field. A rich form
 * can hide a problem inside a group or a list item further down; the summary says all of them at
 * once, with the field's place in its words ("Address › Town is required").
 */
export function ErrorSummary({
  problems,
  idPrefix,
  summaryRef,
}: {
  problems: Record<string, string[]>;
  idPrefix: string;
  summaryRef: Ref<HTMLDivElement>;
}) {
  const { t } = useFormTranslate();
  const entries = Object.entries(problems).filter(([, list]) => list.length > 0);
  if (entries.length === 0) return null;
  return (
    <div
      className="tw-form__summary"
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby={`${idPrefix}-summary`}
    >
      <h2 id={`${idPrefix}-summary`} className="tw-form__summary-title">
        {message(t, 'widget.problems')}
      </h2>
      <ul>
        {entries.map(([path, list]) => (
          <li key={path}>
            <a
              href={`#${idOfPath(path, idPrefix)}`}
              onClick={(event) => {
                const field = document.getElementById(idOfPath(path, idPrefix));
                if (!field) return;
                event.preventDefault();
                field.focus();
              }}
            >
              {list[0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
