import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly, inputA11y } from './a11y.ts';

/** Subscriber numbers are 9 digits after the fixed country code (spec section 5). */
export const PHONE_DIGITS = 9;

/**
 * The 9 national digits of what was typed or pasted: people paste '+255 712 000 001' or
 * '0712000001' from their contacts, so a leading country code or trunk 0 is dropped first.
 */
export function nationalDigits(raw: string): string {
  let digits = digitsOnly(raw);
  if (digits.length > PHONE_DIGITS && digits.startsWith('255')) digits = digits.slice(3);
  else if (digits.length > PHONE_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** Mobile number: a fixed +255 prefix and at most 9 digits; anything else typed is dropped. */
export function PhoneWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  placeholder,
  autofocus,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const prefixId = `${id}__prefix`;
  const a11y = inputA11y(id, rawErrors);
  return (
    <div className="tw-prefixed">
      <span id={prefixId} className="tw-prefixed__prefix">
        +255
      </span>
      <input
        id={id}
        name={id}
        className="tw-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the schema asks for it
        autoFocus={autofocus}
        {...a11y}
        aria-describedby={`${prefixId} ${a11y['aria-describedby']}`}
        onChange={(e) => onChange(nationalDigits(e.target.value) || undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
