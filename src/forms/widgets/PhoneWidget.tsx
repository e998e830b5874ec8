import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from './a11y.ts';
import { BaseInput, textOf } from './BaseInput.tsx';

/** Subscriber numbers are 9 digits after the fixed country code (REC-2). */
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
export function PhoneWidget(props: WidgetProps) {
  const prefixId = `${props.id}__prefix`;
  return (
    <div className="tw-prefixed">
      <span id={prefixId} className="tw-prefixed__prefix">
        +255
      </span>
      <BaseInput
        widget={props}
        // autoFocus only when the schema asks for it (ui:autofocus).
        attrs={{
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          autoFocus: props.autofocus,
        }}
        describedBy={prefixId}
        text={textOf(props.value)}
        parse={(typed) => nationalDigits(typed) || undefined}
      />
    </div>
  );
}
