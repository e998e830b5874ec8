import type { ChangeEvent } from 'react';
import { examplesId, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { inputA11y } from '../../../widgets/a11y.ts';

/**
 * The one `<input>` behind RJSF's own input widgets (updown, range, password, color, uri, date,
 * time, datetime, file ...): RJSF picks the `type` from the widget name or the schema's `format`,
 * this draws it as the theme's `tw-input` with the theme's ARIA wiring (invalid state, error line)
 * and the schema's `examples` as suggestions. `ui:autofocus` is not honoured (the portal never
 * moves focus on its own; jsx-a11y/no-autofocus).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, onBlur, onFocus, onChange } = props;
  const { onChangeOverride, options, schema, rawErrors, type, placeholder, required } = props;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown: unknown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  const a11y = inputA11y(id, rawErrors);
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        className={`tw-input tw-input--${String(inputProps.type ?? 'text')}`}
        readOnly={readonly}
        disabled={disabled}
        required={required}
        placeholder={placeholder}
        {...inputProps}
        {...(inputProps.type === 'file' ? { accept: props.accept as string | undefined } : {})}
        value={inputProps.type === 'file' ? undefined : (shown as string | number)}
        list={examples.length > 0 ? examplesId(id) : undefined}
        onChange={onChangeOverride ?? handleChange}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...a11y}
      />
      {examples.length > 0 && (
        <datalist id={examplesId(id)}>
          {examples.map((example) => (
            <option key={String(example)} value={String(example)} />
          ))}
        </datalist>
      )}
    </>
  );
}
