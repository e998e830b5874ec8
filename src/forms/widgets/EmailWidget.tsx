import type { WidgetProps } from '@rjsf/utils';
import { BaseInput, textOf } from './BaseInput.tsx';

/** E-mail address with the e-mail keyboard; the pattern lives in the schema. */
export function EmailWidget(props: WidgetProps) {
  return (
    <BaseInput
      widget={props}
      attrs={{ type: 'email', inputMode: 'email', autoComplete: 'email' }}
      text={textOf(props.value)}
      parse={(typed) => (typed.trim() === '' ? undefined : typed.trim())}
    />
  );
}
