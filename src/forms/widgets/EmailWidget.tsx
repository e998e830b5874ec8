import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from './a11y.ts';

/** E-mail address with the e-mail keyboard; the pattern lives in the schema. */
export function EmailWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  placeholder,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <input
      id={id}
      name={id}
      className="tw-input"
      type="email"
      inputMode="email"
      autoComplete="email"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      {...inputA11y(id, rawErrors)}
      onChange={(e) => onChange(e.target.value.trim() === '' ? undefined : e.target.value.trim())}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
