/**
 * The airtime screen in every state the airtime model reaches, fresh and resumed after a reload:
 * for each state (told apart by the error it holds), the model's shortest path
 * (tests/model/airtime.spec.ts) drives a real `airtime` actor there on a simulated clock, the
 * screen's wallet hook runs on that actor's snapshot, and what a person sees must follow the tags
 * the state declares (machines/airtime.machine.ts AirtimeTag): the form usable only when
 * 'editable', the OTP modal while 'otpOpen', the processing overlay while 'busy' with its own line
 * while 'checking balance' or 'resuming', 'Are you sure?' while 'confirm'. The OTP modal is a
 * stand-in: in the replay the `otp` child is a scripted fake, and the OTP dialog has its own state
 * test (src/otp/OtpDialog.states.test.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AirtimeTag } from '../../../../../machines/airtime.machine.ts';
import { airtimeSpec } from '../../../../../tests/model/airtime.spec.ts';
import { leafStates } from '../../../../../tests/model/harness.ts';
import {
  expectReached,
  statesOfEachInput,
  withErrorCode,
} from '../../../../testing/modelStates.ts';
import { setUpMethodTests } from '../../testing/testKit.tsx';
import AirtimeMethod from './AirtimeMethod.tsx';
import { replayed } from '../../../../testing/replayedMachine.ts';
import { replayTo } from '../../../../../tests/model/replayTo.ts';

// The wallet hook runs as it is (its toasts and effects), on the replayed airtime actor.
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../../../../testing/replayedMachine.ts')).replayedMachine(
    'airtime',
    importOriginal,
  ),
);
vi.mock('../../../../otp/OtpDialog.tsx', () => ({
  OtpDialog: () => <div role="dialog" aria-label="OTP modal stand-in" />,
}));

const { render } = setUpMethodTests(AirtimeMethod, 'airtime');

/** A state with the error it holds ('form, error 502', 'insufficient, error insufficientBalance'). */
const stateKey = withErrorCode(leafStates);

/** Each input's states: a fresh payment, and one resumed with its transaction id. */
const states = statesOfEachInput(airtimeSpec, stateKey, (input) =>
  'resumeTransactionId' in input ? 'resumed' : 'fresh',
);

/** The toast of an error the form returned with: the server's message, else its words (ERR-3). */
const toastOf = ({ code, message }: { code: string; message?: string }) =>
  message ||
  (code === '502' ? 'max limit exhausted, please try after sometime.' : 'Something Went Wrong!');

// The form engine renders slowly in jsdom on a busy machine: generous waits, never a sleep.
const SLOW = { timeout: 5_000 };

describe(
  'AirtimeMethod: each state of the airtime machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // WAL-15, WAL-16, PAY-25
    it('the model reaches the screen states of the spec (OTP, balance check, confirm, insufficient balance, initiate, process, the resumed status check)', () => {
      expectReached(states, [
        'fresh: form',
        'fresh: otp',
        'fresh: checkingBalance',
        'fresh: confirming',
        'fresh: insufficient, error insufficientBalance',
        'fresh: initiating',
        'fresh: processing',
        'fresh: done',
        'fresh: form, error 502',
        'fresh: form, error 400',
        'fresh: form, error 500',
        'fresh: form, error generic',
        'resumed: checkingStatus',
        'resumed: done',
      ]);
    });

    // WAL-15, WAL-16, PAY-25, PAY-26
    it.each(states)('$run: $state', async ({ input, events }) => {
      const run = await replayTo({ ...airtimeSpec, input }, events);
      const snapshot = run.actor.getSnapshot();
      replayed.current = [snapshot, run.actor.send];
      const has = (tag: AirtimeTag) => snapshot.hasTag(tag);
      render();

      // The form takes a number and an email only when editable; otherwise it waits.
      const phone = await screen.findByRole('textbox', { name: /mobile number/i }, SLOW);
      const email = screen.getByRole('textbox', { name: /email/i });
      for (const field of [phone, email])
        if (has('editable')) expect(field).toBeEnabled();
        else expect(field).toBeDisabled();
      if (!has('editable'))
        expect(screen.getByRole('button', { name: 'Pay with airtime' })).toBeUnavailable();

      expect(screen.queryByRole('dialog', { name: 'OTP modal stand-in' }) !== null).toBe(
        has('otpOpen'),
      );

      // Busy: the overlay, with the balance check's or the resume's own line, else the default.
      const processing = screen.queryByText('Processing your payment');
      expect(processing !== null).toBe(has('busy'));
      if (processing) {
        const line = has('checking balance')
          ? 'Checking your airtime balance ...'
          : has('resuming')
            ? 'Checking the status of your payment ...'
            : 'Please wait while we confirm your payment. Do not close this page.';
        expect(processing.parentElement).toHaveTextContent(line);
      }

      // 'Are you sure?' with the amount and the paying number.
      const confirm = screen.queryByRole('dialog', { name: 'Are you sure?' });
      expect(confirm !== null).toBe(has('confirm'));
      if (confirm)
        expect(confirm).toHaveTextContent(
          'TZS 1,000 will be deducted from the airtime of +255 712000001.',
        );

      // Below the amount: the insufficient-balance message, until it is closed.
      const { error } = snapshot.context;
      const insufficient = screen.queryByRole('dialog', { name: 'Insufficient balance' });
      expect(insufficient !== null).toBe(error?.code === 'insufficientBalance');
      if (insufficient)
        expect(within(insufficient).getByRole('alert')).toHaveTextContent(
          "Looks like you don't have sufficient balance. Recharge airtime or try different payment method",
        );

      // Back at the form after a failure: the toast says what went wrong.
      if (has('editable') && error)
        expect(await screen.findByText(toastOf(error))).toBeInTheDocument();
      else if (!insufficient) expect(screen.queryByRole('alert')).toBeNull();
      run.actor.stop();
    });
  },
);
