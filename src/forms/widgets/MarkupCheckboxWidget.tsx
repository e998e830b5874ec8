import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from './a11y.ts';
import { useSanitizedMarkup, type SanitizeRules } from '../../ui/useSanitizedMarkup.ts';

/** What a CMS label may keep: links and emphasis stay, scripts and handlers go. */
const LABEL_RULES: SanitizeRules = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'span', 'br'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
};

/** The label: its plain words at once, its sanitised markup (links) once the sanitiser is in. */
function MarkupLabel({ markup }: { markup: string }) {
  const safe = useSanitizedMarkup(markup, LABEL_RULES);
  return 'html' in safe ? (
    <span dangerouslySetInnerHTML={{ __html: safe.html }} />
  ) : (
    <span>{safe.text}</span>
  );
}

/** A checkbox whose label comes from the CMS and may carry a link (e.g. the consent terms). */
export function MarkupCheckboxWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <div className="tw-checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        {...inputA11y(id, rawErrors)}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>
        <MarkupLabel markup={label} />
        {required && <span aria-hidden="true"> *</span>}
      </label>
    </div>
  );
}
