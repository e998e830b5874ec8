import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DELAYS } from '../../machines/delays.ts';
import type { otpMachine } from '../../machines/otp.machine.ts';
import type { MachineError } from '../../machines/shared.ts';
import { useCmsPackage } from '../content/useCmsPackage.ts';
import { parseFormPackage, type ParseResult } from '../forms/formPackage.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { Button, Modal, Spinner } from '../ui/index.ts';
import { shallowEqual } from './shallowEqual.ts';
import './otp-dialog.css';

/** Where the OTP modal is, as the person sees it. */
export type OtpPhase = 'sending' | 'entering' | 'verifying' | 'exhausted' | 'closing';
/** Where the resend link is. */
export type ResendPhase = 'countingDown' | 'available' | 'resending' | 'hidden';

/**
 * The dialog's words, already translated: each feature words its OTP modal in its own CMS
 * translation package (different keys and texts), so it hands the dialog the finished strings.
 */
export interface OtpDialogTexts {
  title: string;
  sending: string;
  /** The note under the title once the code is sent. */
  sentTo: (msisdn: string) => string;
  attemptsLeft: (count: number) => string;
  closingSoon: string;
  verify: string;
  verifying: string;
  resendIn: (seconds: number) => string;
  resend: string;
  resending: string;
  /** The message of a machine error (2003, 2002, 4001, 502 ...). */
  error: (error: MachineError) => string;
}

/** Props of {@link OtpDialogView}: everything it shows, nothing it decides. */
export interface OtpDialogViewProps {
  phase: OtpPhase;
  resend: ResendPhase;
  /** The number the code went to. */
  msisdn: string;
  attemptsLeft: number;
  error: MachineError | null;
  texts: OtpDialogTexts;
  onCode: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}

/** The CMS OTP form without its heading: the dialog's title already names it. */
function useOtpForm(): ParseResult | null {
  const state = useCmsPackage<unknown>('form-otp');
  // One parsed package per CMS answer: a new object each render would rebuild the form's rules.
  return useMemo(() => {
    if (state.status !== 'ready') return null;
    const parsed = parseFormPackage(state.data);
    if (!parsed.ok) return parsed;
    const { title: _title, description: _description, ...schema } = parsed.pkg.schema;
    return {
      ok: true,
      pkg: { ...parsed.pkg, schema: { ...schema, type: 'object', properties: schema.properties } },
    };
  }, [state]);
}

/** The resend countdown as text; remounted each time a countdown starts. */
function ResendCountdown({ text }: { text: (seconds: number) => string }) {
  const [left, setLeft] = useState(DELAYS.otpResendCountdown / 1_000);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <p className="otp-dialog__note">{text(left)}</p>;
}

/**
 * The OTP modal: 6 boxes from the CMS OTP form (the last digit verifies), the wrong-code message
 * with attempts left, 'Maximum attempts exhausted.' with resend hidden, a 4001/400 message before
 * the modal closes itself, and the 60 s resend countdown.
 */
export function OtpDialogView({
  phase,
  resend,
  msisdn,
  attemptsLeft,
  error,
  texts,
  onCode,
  onResend,
  onClose,
}: OtpDialogViewProps) {
  const form = useOtpForm();
  return (
    <Modal open title={texts.title} onClose={onClose}>
      {phase === 'sending' ? (
        <p role="status">
          <Spinner size={18} decorative /> {texts.sending}
        </p>
      ) : (
        <p className="otp-dialog__note">{texts.sentTo(msisdn)}</p>
      )}
      {error && phase !== 'sending' ? (
        <div role="alert" className="otp-dialog__error">
          <p>{texts.error(error)}</p>
          {error.code === '2003' ? <p>{texts.attemptsLeft(attemptsLeft)}</p> : null}
          {phase === 'closing' ? <p>{texts.closingSoon}</p> : null}
        </div>
      ) : null}
      {phase !== 'sending' && phase !== 'closing' && form ? (
        <SchemaForm
          // A new key after each wrong code clears the boxes.
          key={attemptsLeft}
          pkg={form}
          submitLabel={texts.verify}
          disabled={phase === 'verifying' || phase === 'exhausted'}
          onSubmit={(data) => onCode(String(data.otp ?? ''))}
        />
      ) : null}
      {phase === 'verifying' ? <p role="status">{texts.verifying}</p> : null}
      {resend === 'countingDown' ? <ResendCountdown text={texts.resendIn} /> : null}
      {resend === 'available' ? (
        <Button variant="ghost" onClick={onResend}>
          {texts.resend}
        </Button>
      ) : null}
      {resend === 'resending' ? <p role="status">{texts.resending}</p> : null}
    </Modal>
  );
}

type OtpActor = ActorRefFrom<typeof otpMachine>;

/** Props of {@link OtpDialog}. */
export interface OtpDialogProps {
  /** The running `otp` child machine. */
  actor: OtpActor;
  texts: OtpDialogTexts;
  /** Closing the modal; by default the OTP machine is told (`modal.close`). */
  onClose?: () => void;
}

/** The OTP modal bound to a running `otp` child machine. */
export function OtpDialog({ actor, texts, onClose }: OtpDialogProps) {
  const view = useSelector(
    actor,
    (snapshot) => {
      const phase: OtpPhase = snapshot.matches('sending')
        ? 'sending'
        : snapshot.matches('closing')
          ? 'closing'
          : snapshot.matches({ active: { entry: 'verifying' } })
            ? 'verifying'
            : snapshot.matches({ active: { entry: 'exhausted' } })
              ? 'exhausted'
              : 'entering';
      const resend: ResendPhase =
        phase === 'exhausted' || !snapshot.matches('active')
          ? 'hidden'
          : snapshot.matches({ active: { resend: 'available' } })
            ? 'available'
            : snapshot.matches({ active: { resend: 'resending' } })
              ? 'resending'
              : 'countingDown';
      return {
        phase,
        resend,
        msisdn: snapshot.context.msisdn,
        attemptsLeft: snapshot.context.attemptsLeft,
        error: snapshot.context.error,
      };
    },
    shallowEqual,
  );
  return (
    <OtpDialogView
      {...view}
      texts={texts}
      onCode={(code) => actor.send({ type: 'otp.change', code })}
      onResend={() => actor.send({ type: 'otp.resend' })}
      onClose={onClose ?? (() => actor.send({ type: 'modal.close' }))}
    />
  );
}
