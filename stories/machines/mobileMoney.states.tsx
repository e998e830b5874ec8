/**
 * The mobileMoney machine (machines/mobileMoney.machine.ts), one story per leaf state: generated
 * from the machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/mobileMoney.spec.ts) and shown on the real MobileMoneyMethod
 * (./mobileMoneyScreen.tsx), its operator-number check a real actor that has checked nothing yet
 * (that machine's own story: ./operatorNumber.states.tsx).
 */
import type { AnyActorRef } from 'xstate';
import { expect } from 'storybook/test';
import type { MobileMoneyInput, MobileMoneyTag } from '../../machines/mobileMoney.machine.ts';
import { mobileMoneySpec } from '../../tests/model/mobileMoney.spec.ts';
import { operatorNumberSpec } from '../../tests/model/operatorNumber.spec.ts';
import { ROOT_LEAF } from './leafStates.ts';
import { replayedActor, type MachineStates } from './machineStory.tsx';
import { checkOperatorNumber, renderMobileMoney } from './mobileMoneyScreen.tsx';
import { walletMeta, walletParts } from './walletStates.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default walletMeta('mobileMoney');

// The wallets' shared parts: the spied hook, the OTP and PIN actors, the transient `start`.
const wallet = walletParts();

/** The tags of a payment in flight, as MobileMoneyMethod covers the form for them. */
const IN_FLIGHT: MobileMoneyTag[] = ['initiating', 'processing', 'checkingStatus', 'waiting'];

export const states: MachineStates = {
  spec: mobileMoneySpec,
  spies: wallet.spies,
  unreachable: {
    ...wallet.unreachable,
    routing:
      'a transient state: it stores the transaction and goes on at once to the PIN or the push request, so no snapshot ever rests there',
  },
  extra: async () => ({
    ...(await wallet.extra()),
    operatorNumber: (await replayedActor(operatorNumberSpec, ROOT_LEAF.path))?.actor,
  }),
  render: ({ actor, input, extra }) =>
    renderMobileMoney(
      actor,
      extra.operatorNumber as AnyActorRef,
      (input as MobileMoneyInput).pinEnabled,
      extra,
    ),
  check: async (screen, { actor, input, extra }) => {
    const snapshot = actor.getSnapshot();
    const has = (tag: MobileMoneyTag) => snapshot.hasTag(tag);
    // Continue is usable only while the form waits for the number; no number refused yet.
    await checkOperatorNumber(screen, extra.operatorNumber as AnyActorRef, has('form'));

    // The OTP, then the PIN, each in its dialog (PIN option on).
    const otp = screen.queryByRole('dialog', { name: 'Enter the verification code' });
    await expect(otp !== null).toBe(has('otpOpen'));
    const pin = screen.queryByRole('dialog', { name: 'Enter your wallet PIN' });
    await expect(pin !== null).toBe(has('pinOpen'));

    // PIN-4: 1006 says the PIN is locked and where to unlock it, with OK.
    const locked = screen.queryByRole('dialog', { name: 'Wallet PIN locked' });
    await expect(locked !== null).toBe(has('locked'));
    if (has('locked')) {
      await expect(
        await screen.findByText(
          'Your Twiga Money PIN is locked after too many incorrect attempts. To unlock it, visit a Twiga shop or call customer care on 100.',
        ),
      ).toBeVisible();
      await expect(screen.getByRole('button', { name: 'OK' })).toBeAvailable();
    }

    // WAL-1: a call in flight covers the form; with the PIN option off it asks the payer to
    // approve the push request on the phone.
    const inFlight = IN_FLIGHT.some(has);
    await expect(screen.queryByText('Processing your payment') !== null).toBe(inFlight);
    const push = 'We sent a payment request to your phone. Approve it to complete the payment.';
    const { pinEnabled } = input as MobileMoneyInput;
    await expect(screen.queryByText(push) !== null).toBe(inFlight && !pinEnabled);
    if (inFlight && pinEnabled)
      await expect(
        screen.getByText('Please wait while we confirm your payment. Do not close this page.'),
      ).toBeVisible();
  },
};
