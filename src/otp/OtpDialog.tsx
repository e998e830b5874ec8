import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
 * The resend link and its countdown are the same words in every flow (orp-translation `otp.*`),
 * so they are not among them.
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

/** The resend countdown as text, in the one wording of every flow; remounted each time it starts. */
function ResendCountdown() {
  const { t } = useTranslation('orp-translation');
  const [left, setLeft] = useState(DELAYS.otpResendCountdown / 1_000);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="otp-dialog__note">
      {t('otp.resendIn', 'Resend code in {{seconds}} s', { seconds: left })}
    </p>
  );
}

/**
 * Puts focus on the first code box whenever the boxes are ready for a code: when they first
 * appear and again after each wrong code (the boxes were disabled while the code was checked,
 * which drops focus to the page body, and a new form replaces them to clear them).
 */
function useFocusOnCode(ready: boolean, round: number) {
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready) return;
    formRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [ready, round]);
  return formRef;
}

/**
 * When no code can be typed any more (2002, or 4001/400 before the modal closes itself) the boxes
 * are disabled or gone: focus goes to the dialog, so it stays inside it and the message is near.
 */
function useFocusOnDialogWhenDone(done: boolean, errorId: string) {
  useEffect(() => {
    if (!done) return;
    const dialog = document.getElementById(errorId)?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [done, errorId]);
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
  const { t } = useTranslation('orp-translation');
  const form = useOtpForm();
  const errorId = useId();
  const showError = error !== null && phase !== 'sending';
  const formRef = useFocusOnCode(phase === 'entering' && form !== null, attemptsLeft);
  useFocusOnDialogWhenDone(showError && (phase === 'exhausted' || phase === 'closing'), errorId);
  // The boxes name the error as their description, so it is read when focus returns to them.
  const formContext = useMemo(
    () => (showError ? { describedBy: errorId } : undefined),
    [showError, errorId],
  );
  return (
    // Focus starts on the dialog itself while the code is sent, then moves to the code boxes
    // (useFocusOnCode), never to the close button.
    <Modal open title={texts.title} onClose={onClose} initialFocus="dialog">
      {phase === 'sending' ? (
        <p role="status">
          <Spinner size={18} decorative /> {texts.sending}
        </p>
      ) : (
        <p className="otp-dialog__note">{texts.sentTo(msisdn)}</p>
      )}
      {showError ? (
        <div role="alert" id={errorId} className="otp-dialog__error">
          <p>{texts.error(error)}</p>
          {error.code === '2003' ? <p>{texts.attemptsLeft(attemptsLeft)}</p> : null}
          {phase === 'closing' ? <p>{texts.closingSoon}</p> : null}
        </div>
      ) : null}
      {phase !== 'sending' && phase !== 'closing' && form ? (
        <div ref={formRef}>
          <SchemaForm
            // A new key after each wrong code clears the boxes.
            key={attemptsLeft}
            pkg={form}
            submitLabel={texts.verify}
            disabled={phase === 'verifying' || phase === 'exhausted'}
            formContext={formContext}
            onSubmit={(data) => onCode(String(data.otp ?? ''))}
          />
        </div>
      ) : null}
      {phase === 'verifying' ? <p role="status">{texts.verifying}</p> : null}
      {resend === 'countingDown' ? <ResendCountdown /> : null}
      {resend === 'available' ? (
        <Button variant="ghost" onClick={onResend}>
          {t('otp.resend', 'Resend code')}
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
