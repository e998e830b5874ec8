import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly, inputA11y } from './a11y.ts';

/** A number that is text (account numbers may start with 0): digits only, capped at the schema's maxLength. */
export function DigitsWidget({
  id,
  value,
  schema,
  required,
  disabled,
  readonly,
  placeholder,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <input
      id={id}
      name={id}
      className="tw-input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={max}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      {...inputA11y(id, rawErrors)}
      onChange={(e) => onChange(digitsOnly(e.target.value).slice(0, max) || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
