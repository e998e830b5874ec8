import type { WidgetProps } from '@rjsf/utils';
import { BaseInput, textOf } from './BaseInput.tsx';
import { nationalDigits } from './phoneDigits.ts';
import { RememberedNumbersManager, rememberedText } from './RememberedNumbers.tsx';
import { useRememberedNumbers } from './useRememberedNumbers.ts';

export { PHONE_DIGITS, nationalDigits } from './phoneDigits.ts';

/**
 * Mobile number: a fixed +255 prefix and at most 9 digits; anything else typed is dropped.
 * REM-5: numbers remembered on this phone are offered as the input's native suggestions (a
 * datalist: Android Chrome shows them above the keyboard, and it needs no script of ours) and
 * through the "Remembered numbers" dialog, which also forgets them.
 */
export function PhoneWidget(props: WidgetProps) {
  const prefixId = `${props.id}__prefix`;
  const listId = `${props.id}__remembered`;
  const remembered = useRememberedNumbers();
  const editable = !props.disabled && !props.readonly;
  const offered = editable && remembered.length > 0;
  return (
    <>
      <div className="tw-prefixed">
        <span id={prefixId} className="tw-prefixed__prefix">
          +255
        </span>
        <BaseInput
          widget={props}
          // autoFocus only when the schema asks for it (ui:autofocus).
          attrs={{
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            autoFocus: props.autofocus,
            list: offered ? listId : undefined,
          }}
          describedBy={prefixId}
          text={textOf(props.value)}
          parse={(typed) => nationalDigits(typed) || undefined}
        />
        {offered ? (
          <datalist id={listId}>
            {remembered.map((entry) => (
              <option
                key={entry.number}
                value={entry.number}
                label={entry.label ? rememberedText(entry) : undefined}
              />
            ))}
          </datalist>
        ) : null}
      </div>
      {editable ? (
        <RememberedNumbersManager
          inputId={props.id}
          numbers={remembered}
          onUse={(number) => props.onChange(number)}
        />
      ) : null}
    </>
  );
}
