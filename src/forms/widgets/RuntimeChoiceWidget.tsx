import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { runtimeRadios } from './runtimeRadios.ts';

/**
 * One choice among options the screen knows only at run time (runtimeOptions.ts), as a radio
 * group: the field's title is the legend, each option a labelled radio. The first option is
 * chosen until the person picks another, so a form with choices always has one; with
 * `"chooseFirst": false` nothing is chosen until the person picks (the map picker's towns, where
 * the pin or typed coordinates may be the choice instead). Its look is the global radio group of
 * src/styles/components.css, the same as the payment currency switch.
 */
export function RuntimeChoiceWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, options } = props;
  const { choices, radio } = runtimeRadios(props);
  const first = options.chooseFirst === false ? undefined : choices[0]?.value;
  useEffect(() => {
    if (value === undefined && first !== undefined) onChange(first);
  }, [value, first, onChange]);
  return (
    <fieldset id={id} className="choice-group" disabled={disabled || readonly}>
      <legend>{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice-option">
          <input {...radio(choice)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
