import { useEffect, useId, useMemo } from 'react';
import { useFocusFirstBox } from '../forms/widgets/useFocusFirstBox.ts';
import { DELAYS } from '../../machines/delays.ts';
import type { MachineError } from '../../machines/shared.ts';
import { showsAttemptsLeft } from '../content/outcomeText.ts';
import { useCmsPackage } from '../content/useCmsPackage.ts';
import { parseFormPackage, type ParseResult } from '../forms/formPackage.ts';
import { withoutHeading } from '../forms/packageParts.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { Button, Modal, Spinner } from '../ui/index.ts';
import { useOtpTexts, useOtpWords, type OtpFlow } from './otpTexts.ts';
import { useAnnounced } from '../ui/announcer/useAnnounced.ts';
import './otp-dialog.css';

/** Where the OTP modal is, as the person sees it. */
export type OtpPhase = 'sending' | 'entering' | 'verifying' | 'exhausted' | 'closing';
/** Where the resend link is. */
export type ResendPhase = 'countingDown' | 'available' | 'resending' | 'hidden';

/** Props of {@link OtpDialogView}: everything it shows, nothing it decides. */
export interface OtpDialogViewProps {
  phase: OtpPhase;
  resend: ResendPhase;
  /** Seconds until resend is offered (the machine's countdown); 60 when not given. */
  secondsLeft?: number;
  /** The number the code went to. */
  msisdn: string;
  attemptsLeft: number;
  error: MachineError | null;
  /** Whose words the dialog speaks (src/otp/otpTexts.ts). */
  flow: OtpFlow;
  onCode: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}

/** The CMS OTP form without its heading: the dialog's title already names it. */
function useOtpForm(): ParseResult | null {
  const state = useCmsPackage<unknown>('form-otp');
  // One parsed package per CMS answer: a new object each render would rebuild the form's rules.
  return useMemo(() => {
    return state.status === 'ready' ? withoutHeading(parseFormPackage(state.data)) : null;
  }, [state]);
}

/** The resend countdown as text, in the one wording of every flow. */
function ResendCountdown({ seconds }: { seconds: number }) {
  const words = useOtpWords();
  return <p className="otp-dialog__note">{words('resend.countdown', { seconds })}</p>;
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
 * the modal closes itself, and the 60 s resend countdown (counted by the machine).
 */
export function OtpDialogView({
  phase,
  resend,
  secondsLeft = DELAYS.otpResendCountdown / 1_000,
  msisdn,
  attemptsLeft,
  error,
  flow,
  onCode,
  onResend,
  onClose,
}: OtpDialogViewProps) {
  const words = useOtpWords();
  const texts = useOtpTexts(flow);
  const form = useOtpForm();
  const errorId = useId();
  const showError = error !== null && phase !== 'sending';
  const formRef = useFocusFirstBox(phase === 'entering' && form !== null, attemptsLeft);
  // A11Y-3: the code sent (again after a resend) and the resend link coming back are each said
  // once; the countdown's seconds are not.
  useAnnounced(phase !== 'sending' && resend !== 'resending' ? texts.sentTo(msisdn) : undefined);
  useAnnounced(resend === 'available' ? words('resend.available') : undefined);
  // The passing states are said through the announcer: a status region drawn together with its
  // words (the dialog opening, a line appearing) is often not read at all.
  useAnnounced(phase === 'sending' ? texts.sending : undefined);
  useAnnounced(phase === 'verifying' ? texts.verifying : undefined);
  useAnnounced(resend === 'resending' ? texts.resending : undefined);
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
        <p>
          <Spinner size={18} decorative /> {texts.sending}
        </p>
      ) : (
        <p className="otp-dialog__note">{texts.sentTo(msisdn)}</p>
      )}
      {showError ? (
        <div role="alert" id={errorId} className="otp-dialog__error">
          <p>{texts.error(error)}</p>
          {showsAttemptsLeft(error) ? <p>{texts.attemptsLeft(attemptsLeft)}</p> : null}
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
            // A11Y-2: read-only while the code is checked, so focus stays on the boxes.
            readonly={phase === 'verifying'}
            disabled={phase === 'exhausted'}
            formContext={formContext}
            onSubmit={(data) => onCode(String(data.otp ?? ''))}
          />
        </div>
      ) : null}
      {phase === 'verifying' ? <p>{texts.verifying}</p> : null}
      {resend === 'countingDown' ? <ResendCountdown seconds={secondsLeft} /> : null}
      {resend === 'available' ? (
        <Button variant="ghost" onClick={onResend}>
          {words('resend.link')}
        </Button>
      ) : null}
      {resend === 'resending' ? <p>{texts.resending}</p> : null}
    </Modal>
  );
}
