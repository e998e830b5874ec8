/**
 * The mobile-money screen as the machine-state stories of mobileMoney and of its operatorNumber
 * child show it: the real MobileMoneyMethod, whose hook (useWalletMachine, spied in
 * .storybook/preview.tsx) hands out a replayed mobileMoney actor. In a replay every child is a
 * scripted stand-in without context, and the screen reads the operator-number child's context
 * (each number's answer), so a real operatorNumber actor replayed by its own model is swapped in.
 */
import type { AnyActorRef } from 'xstate';
import { expect, waitFor, type within } from 'storybook/test';
import MobileMoneyMethod from '../../src/features/payment/methods/mobile-money/MobileMoneyMethod.tsx';
import {
  prepaidSessionWithEmail,
  sampleConfig,
  sampleMethodProps,
  sampleOptionsOf,
} from '../../src/features/payment/testing/storyKit.tsx';
import { showWallet } from './walletStates.tsx';

type Screen = ReturnType<typeof within>;

/** The payer's number the form opens with (the sample session's), as the check keeps it. */
const shownNumber = prepaidSessionWithEmail.msisdn;

/** MobileMoneyMethod on `wallet`, with `operatorNumber` as its check; PIN option as `pinEnabled`. */
export function renderMobileMoney(
  wallet: AnyActorRef,
  operatorNumber: AnyActorRef,
  pinEnabled: boolean,
  extra: Record<string, unknown>,
) {
  showWallet('mobile_money', wallet, extra, { operatorNumber });
  const props = sampleMethodProps(sampleOptionsOf('AM'), {
    config: { ...sampleConfig(), enableAmPin: pinEnabled },
  });
  return <MobileMoneyMethod {...props} />;
}

/**
 * WAL-5, WAL-6: the number in the field is refused ('Please enter valid Twiga number', Continue
 * disabled) exactly when its check answered invalid; `formOpen` says whether the payment waits for
 * the number (else Continue is disabled whatever the check says).
 */
export async function checkOperatorNumber(
  screen: Screen,
  operatorNumber: AnyActorRef,
  formOpen: boolean,
): Promise<void> {
  const { numberChecks } = operatorNumber.getSnapshot().context as {
    numberChecks: Record<string, string>;
  };
  const refused = numberChecks[shownNumber] === 'invalid';
  await expect(await screen.findByRole('textbox', { name: /mobile number/i })).toBeVisible();
  const submit = await screen.findByRole('button', { name: 'Continue' });
  if (refused || !formOpen) await waitFor(() => expect(submit).toBeUnavailable());
  else await waitFor(() => expect(submit).toBeAvailable());
  if (refused)
    await expect(await screen.findByText('Please enter valid Twiga number')).toBeVisible();
  else await expect(screen.queryByText('Please enter valid Twiga number')).toBeNull();
}
