import type { ChangeEvent, FocusEvent } from 'react';
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import { inputA11y } from '../../../widgets/a11y.ts';
import { useInChooser } from '../chooserContext.ts';
import { useText } from '../useText.ts';

const picked = (
  event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>,
  multiple: boolean,
) =>
  multiple
    ? Array.from(event.target.options)
        .filter((option) => option.selected)
        .map((option) => option.value)
    : event.target.value;

/**
 * The browser's own `<select>` (the phone's native picker) in the theme's look, single or
 * multiple. In a oneOf/anyOf chooser it draws its own label, since RJSF renders the chooser
 * outside a field template; the label is the field's title, or 'Choose one'.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly } = props;
  const {
    multiple = false,
    schema,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    label,
  } = props;
  const text = useText();
  const inChooser = useInChooser();
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string | string[]) =>
    enumOptionValueDecoder(raw, enumOptions, format, emptyValue) as unknown;
  const shown = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  const select = (
    <select
      id={id}
      name={htmlName || id}
      multiple={multiple}
      className={multiple ? 'tw-input tw-input--multiple' : 'tw-input'}
      value={shown as string | string[]}
      required={required}
      disabled={disabled || readonly}
      onChange={(event) => onChange(decode(picked(event, multiple)))}
      onBlur={(event) => onBlur(id, decode(picked(event, multiple)))}
      onFocus={(event) => onFocus(id, decode(picked(event, multiple)))}
      {...inputA11y(id, rawErrors)}
    >
      {!multiple && schema.default === undefined && (
        <option value="">{placeholder || text('widget.choose')}</option>
      )}
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
  if (!inChooser) return select;
  return (
    <div className="tw-field">
      <label htmlFor={id} className="tw-field__label">
        {label || text('choice.choose')}
      </label>
      {select}
    </div>
  );
}
