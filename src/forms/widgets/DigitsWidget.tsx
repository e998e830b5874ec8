import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from './phoneDigits.ts';
import { BaseInput, textOf } from './BaseInput.tsx';

/** A number that is text (account numbers may start with 0): digits only, capped at the schema's maxLength. */
export function DigitsWidget(props: WidgetProps) {
  const max = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return (
    <BaseInput
      widget={props}
      attrs={{ inputMode: 'numeric', autoComplete: 'off', maxLength: max }}
      text={textOf(props.value)}
      parse={(typed) => digitsOnly(typed).slice(0, max) || undefined}
    />
  );
}
