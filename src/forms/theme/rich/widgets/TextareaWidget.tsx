import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from '../../../widgets/a11y.ts';

/** Several lines of text (`ui:widget: textarea`, `ui:options.rows`) in the theme's look. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, required, disabled, readonly } = props;
  const { options, onChange, onBlur, onFocus, rawErrors } = props;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="tw-input tw-textarea"
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : event.target.value)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...inputA11y(id, rawErrors)}
    />
  );
}
