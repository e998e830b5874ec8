/**
 * The machine-state stories of the wallet payments (airtime, M-Pesa, SmartCash): the real method
 * screen, whose hook (useWalletMachine, spied in .storybook/preview.tsx) hands out the replayed
 * actor. In the replay the OTP and PIN children are scripted stand-ins, so the screen's OTP and
 * PIN modals show real OTP and PIN actors waiting for a code (their states have their own stories).
 */
import type { ComponentType } from 'react';
import type { AnyActorRef } from 'xstate';
import { expect, mocked } from 'storybook/test';
import type { PaymentOption } from '../../src/api/wire.ts';
import {
  useWalletMachine,
  type WalletRun,
} from '../../src/features/payment/methods/shared/useWalletMachine.ts';
import type { MethodName } from '../../src/features/payment/methods/shared/tracking.ts';
import type { MethodProps } from '../../src/features/payment/methods/types.ts';
import {
  sampleMethodProps,
  sampleOptionsOf,
  walletOperatorHandlers,
} from '../../src/features/payment/testing/storyKit.tsx';
import type { ModelSpec } from '../../tests/model/harness.ts';
import { otpSpec } from '../../tests/model/otp.spec.ts';
import { pinSpec } from '../../tests/model/pin.spec.ts';
import { replayedActor, type MachineStates } from './machineStory.tsx';

/** The meta of a wallet machine's generated stories. */
export const walletMeta = (name: string) => ({
  title: `Machines/${name}`,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/payment/start'] },
    msw: { handlers: walletOperatorHandlers() },
  },
});

/** Real OTP and PIN actors waiting for a code, for the screen's modals (`extra`). */
export const walletChildren = async (): Promise<Record<string, unknown>> => ({
  otp: (await replayedActor(otpSpec, 'active.entry.editing'))?.actor,
  pin: (await replayedActor(pinSpec, 'entering'))?.actor,
});

/** What every wallet machine's states share: the spied hook, the transient `start`, the children. */
export const walletParts = () =>
  ({
    spies: [mocked(useWalletMachine)],
    unreachable: {
      start:
        'a transient state (machines/paymentSteps.ts): it goes on at once to the form, or to the status check of a resumed payment, so no snapshot ever rests there',
    },
    extra: walletChildren,
  }) satisfies Partial<MachineStates>;

/**
 * Makes the spied useWalletMachine hand out `actor` as the real hook would, with the OTP and PIN
 * children of `extra`; `children` swaps real actors in for other stand-ins the screen reads from
 * the snapshot itself (mobile money's operator-number check).
 */
export function showWallet(
  method: MethodName,
  actor: AnyActorRef,
  extra: Record<string, unknown>,
  children: Record<string, unknown> = {},
): void {
  const snapshot = actor.getSnapshot();
  mocked(useWalletMachine).mockReturnValue({
    method,
    // Spread as OperatorNumber.states.test.tsx does (a snapshot's methods are own properties);
    // the other wallets get the snapshot itself, as before.
    snapshot: Object.keys(children).length
      ? { ...snapshot, children: { ...snapshot.children, ...children } }
      : snapshot,
    // As the real hook names it: the top state's name.
    state: String(snapshot.value),
    send: actor.send,
    otp: extra.otp as WalletRun['otp'],
    pin: extra.pin as WalletRun['pin'],
  } as never);
}

/** How the states of one wallet machine are shown: on `Method`, paying by options of `type`. */
export function walletStates(
  spec: ModelSpec,
  method: MethodName,
  Method: ComponentType<MethodProps>,
  type: PaymentOption['type'],
): MachineStates {
  return {
    spec,
    ...walletParts(),
    render: ({ actor, extra }) => {
      showWallet(method, actor, extra);
      return <Method {...sampleMethodProps(sampleOptionsOf(type))} />;
    },
    check: async (screen, { actor }) => {
      const state = String(actor.getSnapshot().value);
      // In `otp` and `pin` the machine's child asks for the code or the PIN in a dialog.
      if (state === 'otp')
        await expect(
          await screen.findByRole('dialog', { name: 'Enter the verification code' }),
        ).toBeVisible();
      if (state === 'pin')
        await expect(
          await screen.findByRole('dialog', { name: 'Enter your wallet PIN' }),
        ).toBeVisible();
      await expect((await screen.findAllByRole('button')).length).toBeGreaterThan(0);
    },
  };
}
