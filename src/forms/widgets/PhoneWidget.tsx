import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly, inputA11y } from './a11y.ts';

/** Subscriber numbers are 9 digits after the fixed country code (spec section 5). */
export const PHONE_DIGITS = 9;

/** Mobile number: a fixed +255 prefix and at most 9 digits; anything else typed is dropped. */
export function PhoneWidget({ id, value, required, disabled, readonly, placeholder, autofocus, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
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
        maxLength={PHONE_DIGITS}
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the schema asks for it
        autoFocus={autofocus}
        {...a11y}
        aria-describedby={`${prefixId} ${a11y['aria-describedby']}`}
        onChange={(e) => onChange(digitsOnly(e.target.value).slice(0, PHONE_DIGITS) || undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
