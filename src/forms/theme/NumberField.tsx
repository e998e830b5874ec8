/**
 * RJSF's NumberField with one change: the locale's decimal separator is looked up once, and only
 * when it is needed (a typed value, or a plain text widget showing a number), not on every
 * render. RJSF builds a new Intl.NumberFormat on each render of each number field; the first one
 * loads the locale data, a single uninterruptible ~50 ms step (~200 ms at 4x CPU) inside the
 * form's first render on a phone (speed issue, item 7). Behaviour otherwise follows
 * @rjsf/core 6.11 lib/components/fields/NumberField.js.
 */
import { useCallback, useState } from 'react';
import {
  asNumber,
  getDecimalSeparator,
  getUiOptions,
  resolveDefaultWidget,
  type FieldProps,
} from '@rjsf/utils';

let cachedSeparator: string | undefined;

/** The visitor's decimal separator ('.' or ','), computed on first use. */
export function decimalSeparator(): string {
  cachedSeparator ??= getDecimalSeparator();
  return cachedSeparator;
}

const trailingCharMatcherWithPrefix = /\.([0-9]*0)*$/;
const trailingCharMatcher = /[0.]0*$/;

/** Keeps a typed "12." or "12.50" visible while the form data holds 12 / 12.5. */
export function NumberField(props: FieldProps) {
  const { registry, onChange, formData, schema, uiSchema } = props;
  const [lastValue, setLastValue] = useState<unknown>(props.value ?? formData);
  const { StringField } = registry.fields;

  const handleChange = useCallback<FieldProps['onChange']>(
    (newValue, ...rest) => {
      setLastValue(newValue);
      const standard =
        typeof newValue === 'string' ? newValue.replace(decimalSeparator(), '.') : newValue;
      const normalized = `${String(standard)}`.startsWith('.') ? `0${String(standard)}` : standard;
      const processed =
        typeof normalized === 'string' && trailingCharMatcherWithPrefix.exec(normalized)
          ? asNumber(normalized.replace(trailingCharMatcher, ''))
          : asNumber(normalized as string);
      onChange(processed, ...rest);
    },
    [onChange],
  );

  let value: unknown = formData;
  if (typeof lastValue === 'string' && typeof value === 'number') {
    const canonical = lastValue.includes('.')
      ? lastValue
      : lastValue.replace(decimalSeparator(), '.');
    const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^(${escaped})?\\.?0*$`).test(canonical)) value = lastValue;
  }
  let displayValue = value;
  if (typeof value === 'number') {
    const { defaultWidget } = resolveDefaultWidget(
      schema,
      uiSchema,
      registry.schemaUtils,
      registry.widgets,
    );
    const { widget = defaultWidget, inputType } = getUiOptions(uiSchema);
    // Only RJSF's plain text widget shows the locale's separator (as RJSF does).
    if (widget === 'text' && inputType !== 'number' && decimalSeparator() !== '.') {
      displayValue = String(value).replace('.', decimalSeparator());
    }
  }
  return StringField ? (
    <StringField {...props} formData={displayValue} onChange={handleChange} />
  ) : null;
}
