import { useId, useState, useSyncExternalStore } from 'react';
import {
  MAX_LABEL,
  forgetNumber,
  isRemembered,
  rememberNumber,
  rememberedSnapshot,
  subscribeRemembered,
} from '../../../session/rememberedNumbers.ts';
import { usePaymentTexts } from '../shared/texts.ts';

/**
 * REM-1: after a successful payment, the opt-in "Remember this number on this phone" with the one
 * sentence saying what is kept. Off unless the person already chose to remember this number (the
 * box shows what the phone holds: ticking stores at once, unticking forgets). A label field
 * appears once ticked. Hand-built rather than a CMS form: nothing is submitted anywhere.
 */
export function RememberOptIn({ number }: { number: string }) {
  const { t } = usePaymentTexts();
  const id = useId();
  const remembered = useSyncExternalStore(
    subscribeRemembered,
    () => rememberedSnapshot().find((e) => e.number === number),
    () => undefined,
  );
  const [label, setLabel] = useState(remembered?.label ?? '');
  return (
    <div className="payment-remember">
      <div className="payment-remember__choice">
        <input
          id={`${id}-remember`}
          type="checkbox"
          checked={remembered !== undefined}
          aria-describedby={`${id}-why`}
          onChange={(event) =>
            event.target.checked ? rememberNumber(number, label) : forgetNumber(number)
          }
        />
        <label htmlFor={`${id}-remember`}>
          {t('remember.label', 'Remember this number on this phone')}
        </label>
      </div>
      <p id={`${id}-why`} className="payment-remember__why">
        {t(
          'remember.why',
          'Only the number and a label you choose are kept, on this phone only; never a PIN, an OTP or an amount.',
        )}
      </p>
      {remembered ? (
        <div className="payment-remember__label">
          <label htmlFor={`${id}-label`}>{t('remember.name', 'Label (optional)')}</label>
          <input
            id={`${id}-label`}
            className="tw-input"
            type="text"
            maxLength={MAX_LABEL}
            autoComplete="off"
            value={label}
            onChange={(event) => {
              setLabel(event.target.value);
              if (isRemembered(number)) rememberNumber(number, event.target.value);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
