import { useState } from 'react';
import { useFocusFirstBox } from '../../../forms/widgets/useFocusFirstBox.ts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { pinMachine } from '../../../../machines/pin.machine.ts';
import { SchemaForm } from '../../../forms/SchemaForm.tsx';
import { Modal, Spinner } from '../../../ui/index.ts';
import { withoutHeading } from '../../../forms/packageParts.ts';
import { useFormPackage } from '../../../forms/useFormPackage.ts';
import { useOtpWords } from '../../../otp/otpTexts.ts';
import { usePaymentText, type ShownError } from '../methods/shared/usePaymentText.ts';
import { shallowEqual } from '../../../ui/shallowEqual.ts';
import { useAnnounced } from '../../../ui/announcer/useAnnounced.ts';
import '../methods/shared/payment-methods.css';

/** Props of {@link PinModalView}. */
export interface PinModalViewProps {
  /** The PIN is being encrypted and checked (or, for SmartCash, the payment re-initiated). */
  busy: boolean;
  attemptsLeft: number;
  /** SmartCash shows the attempts all along; mobile money only after a wrong PIN. */
  alwaysShowAttempts?: boolean;
  error: ShownError | null;
  /** The formatted amount (SmartCash shows it). */
  amount?: string;
  customerCareNumber?: string;
  /** USSD code to reset the PIN, e.g. *150*60# (SmartCash). */
  pinResetDial?: string;
  /** Receives the clear PIN once; it is not kept anywhere here. */
  onPin: (pin: string) => void;
  onClose: () => void;
}

/** `tel:` link of a USSD code: '#' must be escaped or the dialer drops the rest. */
export const dialHref = (code: string) => `tel:${code.replace(/#/g, '%23')}`;

/**
 * The wallet PIN modal: 4 masked boxes, 'Please enter correct PIN' with the attempts left, and
 * the help lines. The form is remounted after each submit, so the PIN does not stay in React state.
 */
export function PinModalView(props: PinModalViewProps) {
  const {
    busy,
    attemptsLeft,
    alwaysShowAttempts,
    error,
    amount,
    customerCareNumber,
    pinResetDial,
    onPin,
    onClose,
  } = props;
  const { text, errorText } = usePaymentText();
  // The PIN modal's own words: otp-translation `pin.*`; the amount line is the payment's.
  const words = useOtpWords();
  const form = useFormPackage('form-pin');
  const [round, setRound] = useState(0);
  const formRef = useFocusFirstBox(form.status === 'ready' && !busy, round);
  // A11Y-3: checking the PIN is said once (the line arrives with its words).
  useAnnounced(busy ? words('pin.paying') : undefined);
  const attempts = words('pin.attemptsLeft', { count: attemptsLeft });
  return (
    <Modal open title={words('pin.title')} onClose={onClose} initialFocus="dialog">
      {amount ? <p className="payment-dialog__note">{text('common.amount', { amount })}</p> : null}
      {error ? (
        // A11Y-3: a wrong PIN and the attempts left are said together, once.
        <div role="alert">
          <p className="payment-dialog__error">{errorText(error)}</p>
          <p className="payment-dialog__note">{attempts}</p>
        </div>
      ) : alwaysShowAttempts ? (
        <p className="payment-dialog__note">{attempts}</p>
      ) : null}
      {form.status === 'ready' ? (
        <div ref={formRef}>
          <SchemaForm
            key={round}
            pkg={withoutHeading(form.pkg)}
            submitLabel={words('pin.pay')}
            disabled={busy}
            onSubmit={(data) => {
              setRound((value) => value + 1);
              onPin(String(data.pin ?? ''));
            }}
          />
        </div>
      ) : null}
      {busy ? (
        <p>
          <Spinner size={18} decorative /> {words('pin.paying')}
        </p>
      ) : null}
      {customerCareNumber ? (
        <p className="payment-dialog__note">
          {words('pin.customerCare', { number: customerCareNumber })}
        </p>
      ) : null}
      {pinResetDial ? (
        <p className="payment-dialog__note">
          {words('pin.resetDial', { dial: pinResetDial })}{' '}
          <a href={dialHref(pinResetDial)}>{words('pin.resetDialLink', { dial: pinResetDial })}</a>
        </p>
      ) : null}
    </Modal>
  );
}

type PinActor = ActorRefFrom<typeof pinMachine>;

/** Props of {@link PinModal}: the running PIN child machine plus what the view shows besides. */
export interface PinModalProps extends Omit<
  PinModalViewProps,
  'busy' | 'attemptsLeft' | 'error' | 'onPin' | 'onClose'
> {
  actor: PinActor;
  /** The parent's error when this PIN round started after a wrong PIN (SmartCash re-initiates). */
  previousError?: ShownError | null;
}

/** The PIN modal bound to a running PIN child machine. */
export function PinModal({ actor, previousError, ...rest }: PinModalProps) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      // The machine's states declare it (PinTag): encrypting and submitting are busy.
      busy: snapshot.hasTag('busy'),
      attemptsLeft: snapshot.context.attemptsLeft,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  return (
    <PinModalView
      {...rest}
      busy={view.busy}
      attemptsLeft={view.attemptsLeft}
      error={view.error ?? previousError ?? null}
      onPin={(pin) => actor.send({ type: 'pin.submit', pin })}
      onClose={() => actor.send({ type: 'modal.close' })}
    />
  );
}
