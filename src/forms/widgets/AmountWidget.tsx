import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from './phoneDigits.ts';
import { BaseInput } from './BaseInput.tsx';

/** Whole TZS only; twelve digits is far above any bound and keeps the number exact. */
const MAX_DIGITS = 12;

/** Amount in TZS: digits only, stored as a number (bounds are checked by the schema). */
export function AmountWidget(props: WidgetProps) {
  return (
    <BaseInput
      widget={props}
      attrs={{ inputMode: 'numeric', autoComplete: 'off' }}
      text={typeof props.value === 'number' ? String(props.value) : ''}
      parse={(typed) => {
        const digits = digitsOnly(typed).slice(0, MAX_DIGITS);
        return digits === '' ? undefined : Number(digits);
      }}
    />
  );
}
