import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DELAYS } from '../../../machines/delays.ts';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { parseFormPackage, type ParseResult } from '../../forms/formPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { Button, Modal, Spinner } from '../../ui/index.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useHbbText } from './useHbbText.ts';

type OtpActor = ActorRefFrom<typeof otpMachine>;

/** The OTP form package without its heading: the dialog's title already names it. */
function useOtpForm(): ParseResult | null {
  const state = useCmsPackage<unknown>('form-otp');
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
function ResendCountdown() {
  const { text } = useHbbText();
  const [left, setLeft] = useState(DELAYS.otpResendCountdown / 1_000);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="hbb-note">
      {text('otp.resendIn', 'You can ask for a new code in {{seconds}} s.', { seconds: left })}
    </p>
  );
}

/**
 * The lead's OTP modal bound to the running `otp` child: 6 boxes (the last digit verifies), the
 * wrong-code message with attempts left, 'Maximum attempts exhausted.', the resend countdown.
 */
export function LeadOtpModal({ actor }: { actor: OtpActor }) {
  const { text, errorText } = useHbbText();
  const form = useOtpForm();
  const view = useSelector(
    actor,
    (snapshot) => ({
      sending: snapshot.matches('sending'),
      verifying: snapshot.matches({ active: { entry: 'verifying' } }),
      exhausted: snapshot.matches({ active: { entry: 'exhausted' } }),
      closing: snapshot.matches('closing'),
      canResend:
        snapshot.matches({ active: { resend: 'available' } }) &&
        !snapshot.matches({ active: { entry: 'exhausted' } }),
      countingDown: snapshot.matches({ active: { resend: 'countingDown' } }),
      resending: snapshot.matches({ active: { resend: 'resending' } }),
      msisdn: snapshot.context.msisdn,
      attemptsLeft: snapshot.context.attemptsLeft,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  return (
    <Modal
      open
      title={text('otp.title', 'Verify your number')}
      onClose={() => actor.send({ type: 'modal.close' })}
    >
      {view.sending ? (
        <p role="status">
          <Spinner size={18} decorative /> {text('otp.sending', 'Sending the code…')}
        </p>
      ) : (
        <p className="hbb-note">
          {text('otp.sentTo', 'We sent a 6-digit code to the number ending in {{last}}.', {
            last: view.msisdn.slice(-3),
          })}
        </p>
      )}
      {view.error && !view.sending ? (
        <div role="alert" className="hbb-error">
          <p>{errorText(view.error)}</p>
          {view.error.code === '2003' ? (
            <p>
              {text('otp.attemptsLeft', 'Attempts left: {{count}}', { count: view.attemptsLeft })}
            </p>
          ) : null}
          {view.closing ? (
            <p>{text('otp.closingSoon', 'This window will close shortly.')}</p>
          ) : null}
        </div>
      ) : null}
      {!view.sending && !view.closing && form ? (
        <SchemaForm
          // A new key after each wrong code clears the boxes.
          key={view.attemptsLeft}
          pkg={form}
          submitLabel={text('otp.verify', 'Verify')}
          disabled={view.verifying || view.exhausted}
          onSubmit={(data) => actor.send({ type: 'otp.change', code: String(data.otp ?? '') })}
        />
      ) : null}
      {view.verifying ? <p role="status">{text('otp.verifying', 'Checking the code…')}</p> : null}
      {view.countingDown && !view.exhausted ? <ResendCountdown /> : null}
      {view.canResend ? (
        <Button variant="ghost" onClick={() => actor.send({ type: 'otp.resend' })}>
          {text('otp.resend', 'Resend OTP')}
        </Button>
      ) : null}
      {view.resending ? <p role="status">{text('otp.resending', 'Sending a new code…')}</p> : null}
    </Modal>
  );
}
