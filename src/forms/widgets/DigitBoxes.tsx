import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { titleId } from '@rjsf/utils';
import { inputA11y, useWidgetText } from './a11y.ts';
import { digitsOnly } from './phoneDigits.ts';

/** What the form context may offer a digit-box widget. */
export interface DigitBoxesContext {
  /** Called when the last box is filled (the OTP auto-submit). */
  onFieldComplete?: (name: string, value: string) => void;
  /**
   * Id of a message outside the form that describes the boxes (the OTP dialog's wrong-code
   * message), so a screen reader reads it when focus comes back to them.
   */
  describedBy?: string;
}

interface DigitBoxesProps extends WidgetProps {
  count: number;
  masked: boolean;
}

/**
 * A row of one-digit boxes that fill in turn. The value is the digits typed so far (no gaps), so
 * a box always writes at the first free position; Backspace on an empty box steps back; a paste
 * or an SMS autofill of several digits fills from there.
 */
export function DigitBoxes({
  id,
  name,
  value,
  count,
  masked,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  options,
  registry,
}: DigitBoxesProps) {
  const text = useWidgetText();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = typeof value === 'string' ? value : '';
  const context = registry.formContext as DigitBoxesContext | undefined;
  const autoSubmit = options.autoSubmit ?? !masked;

  const commit = (next: string, focusAt: number) => {
    const clean = digitsOnly(next).slice(0, count);
    onChange(clean === '' ? undefined : clean);
    boxes.current[Math.max(0, Math.min(focusAt, count - 1))]?.focus();
    if (clean.length === count && autoSubmit) context?.onFieldComplete?.(name, clean);
  };

  const typed = (index: number, raw: string) => {
    let entered = digitsOnly(raw);
    const had = digits[index];
    if (had !== undefined && entered.length === 2)
      entered = entered.startsWith(had) ? entered.slice(1) : entered.slice(0, 1);
    if (entered === '') return commit(digits.slice(0, index) + digits.slice(index + 1), index);
    const at = Math.min(index, digits.length);
    commit(digits.slice(0, at) + entered + digits.slice(at + entered.length), at + entered.length);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (readonly) return;
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      commit(digits.slice(0, index - 1), index - 1);
    }
  };

  const pasted = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readonly) return;
    const incoming = digitsOnly(event.clipboardData.getData('text'));
    if (incoming === '') return;
    const at = Math.min(index, digits.length);
    commit(digits.slice(0, at) + incoming, at + incoming.length);
  };

  const a11y = inputA11y(id, rawErrors);
  return (
    <div
      role="group"
      className="tw-digits"
      aria-labelledby={titleId(id)}
      aria-describedby={a11y['aria-describedby']}
    >
      {Array.from({ length: count }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={index === 0 ? id : `${id}-${index + 1}`}
          className="tw-digit"
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete={masked ? 'off' : 'one-time-code'}
          aria-label={text('widget.digit', { index: index + 1, count })}
          aria-describedby={context?.describedBy}
          aria-invalid={a11y['aria-invalid']}
          value={digits[index] ?? ''}
          disabled={disabled}
          // A11Y-2: while a code is checked the boxes keep focus (disabled would drop it).
          readOnly={readonly}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => typed(index, e.target.value)}
          onKeyDown={(e) => keyDown(index, e)}
          onPaste={(e) => pasted(index, e)}
          onBlur={() => onBlur(id, value)}
        />
      ))}
    </div>
  );
}

/** OTP: 6 visible boxes; the last digit submits unless `ui:options.autoSubmit` is false. */
export function OtpWidget(props: WidgetProps) {
  return <DigitBoxes {...props} count={6} masked={false} />;
}

/** Wallet PIN: 4 masked boxes. The value is never logged or stored by the engine. */
export function PinWidget(props: WidgetProps) {
  return <DigitBoxes {...props} count={4} masked />;
}
