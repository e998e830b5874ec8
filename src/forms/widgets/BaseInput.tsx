import type { InputHTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from './a11y.ts';

/** What an input widget adds to the shared base: its keyboard, its parsing, its shown text. */
export interface BaseInputProps {
  widget: WidgetProps;
  /** The text the input shows for the stored value. */
  text: string;
  /** The value stored for what was typed or pasted (`undefined` when the field is empty). */
  parse: (typed: string) => unknown;
  /** The widget's own attributes (type, inputMode, autoComplete, maxLength ...). */
  attrs?: InputHTMLAttributes<HTMLInputElement>;
  /** Ids read before the error line, e.g. the fixed +255 prefix of the phone widget. */
  describedBy?: string;
}

/** The text of a value stored as a string, or nothing. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The one `<input>` of every text-like widget: id and name, the theme's class, required,
 * disabled/readonly, placeholder, the ARIA wiring of its error line, and RJSF's change, blur and
 * focus calls. Each widget only says what makes it different, so a fix to the wiring lands once.
 */
export function BaseInput({ widget, text, parse, attrs, describedBy }: BaseInputProps) {
  const { id, value, required, disabled, readonly, placeholder, rawErrors } = widget;
  const a11y = inputA11y(id, rawErrors);
  return (
    <input
      id={id}
      name={id}
      className="tw-input"
      type="text"
      {...attrs}
      value={text}
      required={required}
      disabled={disabled}
      // A11Y-2: read-only keeps the input focusable (disabled would drop focus to the page).
      readOnly={readonly}
      placeholder={placeholder}
      {...a11y}
      aria-describedby={
        describedBy ? `${describedBy} ${a11y['aria-describedby']}` : a11y['aria-describedby']
      }
      onChange={(e) => widget.onChange(parse(e.target.value))}
      onBlur={() => widget.onBlur(id, value)}
      onFocus={() => widget.onFocus(id, value)}
    />
  );
}
