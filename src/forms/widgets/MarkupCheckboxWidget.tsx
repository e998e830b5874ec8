import DOMPurify from 'dompurify';
import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from './a11y.ts';

/** Sanitises CMS markup for a label: links and emphasis stay, scripts and handlers go. */
export const sanitizeLabel = (markup: string) =>
  DOMPurify.sanitize(markup, {
    ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'span', 'br'],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
  });

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
        <span dangerouslySetInnerHTML={{ __html: sanitizeLabel(label) }} />
        {required && <span aria-hidden="true"> *</span>}
      </label>
    </div>
  );
}
