import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from './a11y.ts';

/** Plain text in the theme's look, with the same ARIA wiring as every other widget. */
export function TextWidget({
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
  options,
}: WidgetProps) {
  const upper = options.upperCase === true;
  return (
    <input
      id={id}
      name={id}
      className="tw-input"
      type="text"
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      autoCapitalize={upper ? 'characters' : undefined}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      {...inputA11y(id, rawErrors)}
      onChange={(e) => {
        const text = upper ? e.target.value.toUpperCase() : e.target.value;
        onChange(text === '' ? undefined : text);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
