import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly, inputA11y } from './a11y.ts';

/** Whole TZS only; twelve digits is far above any bound and keeps the number exact. */
const MAX_DIGITS = 12;

/** Amount in TZS: digits only, stored as a number (bounds are checked by the schema). */
export function AmountWidget({
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
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={typeof value === 'number' ? String(value) : ''}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      {...inputA11y(id, rawErrors)}
      onChange={(e) => {
        const digits = digitsOnly(e.target.value).slice(0, MAX_DIGITS);
        onChange(digits === '' ? undefined : Number(digits));
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
