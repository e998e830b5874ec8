import { useContext, type ReactNode } from 'react';
import { ItemLabelContext } from '../listContext.ts';
import {
  ariaDescribedByIds,
  descriptionId,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  optionId,
  type EnumValue,
  type WidgetProps,
} from '@rjsf/utils';

/**
 * A group of choices: a fieldset whose legend is the field's label, so a screen reader names the
 * group before its options. `hideLabel` (`ui:options.label: false`) keeps the legend for screen
 * readers only.
 */
export function ChoiceGroup({
  widget,
  children,
  className = '',
}: {
  widget: WidgetProps;
  children: ReactNode;
  className?: string;
}) {
  const { id, hideLabel, required, rawErrors, schema } = widget;
  // A list item's own group is named as its item ('Days item 2'), not RJSF's 'Days-2'.
  const item = useContext(ItemLabelContext);
  const label = item?.id === id && !schema.title ? item.label : widget.label;
  return (
    <fieldset
      id={id}
      className={`tw-group tw-choices ${className}`.trim()}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
    >
      <legend className={hideLabel ? 'visually-hidden' : 'tw-group__legend'}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {children}
    </fieldset>
  );
}

const disabledOption = (props: WidgetProps, value: EnumValue) =>
  Array.isArray(props.options.enumDisabled) && props.options.enumDisabled.includes(value);

/**
 * The options of a choice group, each an input of `type` beside its words; `checked` and `choose`
 * (a tick or untick of the option at `index`) are what radios and checkboxes do differently.
 */
function ChoiceOptions({
  props,
  type,
  required,
  checked,
  choose,
}: {
  props: WidgetProps;
  type: 'radio' | 'checkbox';
  required?: boolean;
  checked: (value: EnumValue) => boolean;
  choose: (value: EnumValue, index: number, ticked: boolean) => void;
}) {
  const { id, htmlName, value, disabled, readonly, options, onBlur, onFocus } = props;
  return (
    <ChoiceGroup widget={props} className={options.inline ? 'tw-choices--inline' : ''}>
      {(options.enumOptions ?? []).map((option, index) => (
        <label key={String(option.value)} className="tw-choice-option">
          <input
            type={type}
            id={optionId(id, index)}
            name={htmlName || id}
            checked={checked(option.value)}
            required={required}
            disabled={disabled || readonly || disabledOption(props, option.value)}
            onChange={(event) => choose(option.value, index, event.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** One choice among several (`ui:widget: radio`, or a boolean's yes/no), as labelled radios. */
export function RadioWidget(props: WidgetProps) {
  const { value, required, onChange } = props;
  return (
    <ChoiceOptions
      props={props}
      type="radio"
      required={required}
      checked={(option) => option === value}
      choose={(option) => onChange(option)}
    />
  );
}

/** Several choices (an array of enums with `ui:widget: checkboxes`), as labelled checkboxes. */
export function CheckboxesWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  return (
    <ChoiceOptions
      props={props}
      type="checkbox"
      checked={(option) => enumOptionsIsSelected(option, selected)}
      choose={(_option, index, ticked) =>
        onChange(
          ticked
            ? enumOptionsSelectValue(index, selected, enumOptions)
            : enumOptionsDeselectValue(index, selected, enumOptions),
        )
      }
    />
  );
}

/**
 * One yes/no box labelled by the field (RJSF's boolean), drawn like the portal's consent boxes
 * (`tw-checkbox`), with the theme's ARIA wiring; the field template shows no second label.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, label, hideLabel, schema } = props;
  const { onChange, onBlur, onFocus, rawErrors } = props;
  const described = [schema.description ? descriptionId(id) : '', ariaDescribedByIds(id)]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="tw-checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={described}
        aria-label={hideLabel ? label : undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {!hideLabel && (
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
    </div>
  );
}
