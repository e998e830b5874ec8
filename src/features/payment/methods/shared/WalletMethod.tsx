/**
 * What every wallet screen (airtime, MPESA, mobile money, SmartCash) lays out alike around its
 * running machine: the method's form, Cancel (usable, like the form, only in the `form` state),
 * the OTP and PIN modals of the machine's children while it is in `otp` / `pin`, the message a
 * state stands for (insufficient balance, wallet locked or blocked), and the processing overlay.
 * The screen says which of them it has; the order on screen is the same for all.
 */
import type { ReactNode } from 'react';
import { OtpDialog } from '../../../../otp/OtpDialog.tsx';
import { PinModal, type PinModalProps } from '../../pin/PinModal.tsx';
import { MessageDialog, ProcessingOverlay, type MessageDialogProps } from './PaymentDialogs.tsx';
import type { WalletRun } from './useWalletMachine.ts';
import { CancelPayment } from './WalletForm.tsx';

/** Props of {@link WalletMethod}. */
export interface WalletMethodProps {
  wallet: WalletRun;
  /** A line above the form (SmartCash). */
  hint?: string;
  form: ReactNode;
  /** Where Cancel goes (the session's redirectPage); no Cancel without it. */
  cancelTo?: string;
  /** What the PIN modal shows besides the PIN child's own state. */
  pin?: Omit<PinModalProps, 'actor'>;
  /** The message each named state shows; OK or closing it calls `onClose`. */
  messages?: Partial<Record<string, Omit<MessageDialogProps, 'onClose'>>>;
  onClose?: () => void;
  /** A call is in flight: the processing overlay covers the form, with `busyDetail` if given. */
  busy: boolean;
  busyDetail?: string;
  /** The method's own dialogs (airtime's 'Are you sure?', SmartCash's re-initiating PIN modal). */
  children?: ReactNode;
}

/** One wallet method's screen. */
export function WalletMethod({ wallet, form, pin, messages, ...props }: WalletMethodProps) {
  const { state } = wallet;
  const message = messages?.[state];
  return (
    <section className="payment-method">
      {props.hint ? <p className="payment-method__hint">{props.hint}</p> : null}
      {form}
      {props.cancelTo !== undefined ? (
        <CancelPayment redirectPage={props.cancelTo} disabled={state !== 'form'} />
      ) : null}
      {state === 'otp' && wallet.otp ? <OtpDialog actor={wallet.otp} flow="payment" /> : null}
      {state === 'pin' && wallet.pin && pin ? <PinModal actor={wallet.pin} {...pin} /> : null}
      {props.children}
      {message ? <MessageDialog {...message} onClose={() => props.onClose?.()} /> : null}
      {props.busy ? <ProcessingOverlay detail={props.busyDetail} /> : null}
    </section>
  );
}
