import type { WidgetProps } from '@rjsf/utils';
import { runtimeOptionsOf, type RuntimeOption } from '../runtimeOptions.ts';

/**
 * What the run-time widgets (runtimeChoice, runtimeTable) share: the list the package names
 * (`ui:options.optionsFrom`) out of the form context, and the props of one option's radio, so a
 * pick, a blur and a focus reach RJSF the same way whatever the presentation.
 */
export function runtimeRadios({
  id,
  value,
  options,
  registry,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const choices = runtimeOptionsOf(registry.formContext, options.optionsFrom);
  const radio = (choice: RuntimeOption) => ({
    type: 'radio' as const,
    name: id,
    value: choice.value,
    checked: value === choice.value,
    onChange: () => onChange(choice.value),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  });
  return { choices, radio };
}
