import type { WidgetProps } from '@rjsf/utils';
import { BaseInput, textOf } from './BaseInput.tsx';

/** Plain text in the theme's look, with the same ARIA wiring as every other widget. */
export function TextWidget(props: WidgetProps) {
  const upper = props.options.upperCase === true;
  const { maxLength } = props.schema;
  return (
    <BaseInput
      widget={props}
      attrs={{
        maxLength: typeof maxLength === 'number' ? maxLength : undefined,
        autoCapitalize: upper ? 'characters' : undefined,
      }}
      text={textOf(props.value)}
      parse={(typed) => {
        const text = upper ? typed.toUpperCase() : typed;
        return text === '' ? undefined : text;
      }}
    />
  );
}
