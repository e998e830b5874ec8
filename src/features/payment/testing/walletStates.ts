/**
 * What the wallet screens' state tests (the methods' *.states.test.tsx) do alike in each state:
 * bring a real actor there and show it to the screen (./replayedWallet.tsx), and check what every
 * wallet form shows the same way (its buttons, the OTP and PIN stand-ins, the error toast).
 */
import { screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { expect, it } from 'vitest';
import type { MachineError } from '../../../../machines/shared.ts';
import { replayTo } from '../../../../tests/model/replayTo.ts';
import { showReplayed, toastedWords } from './replayedWallet.tsx';

/** A real actor of `spec` at the end of `events`, shown to the next render, and its tags. */
export async function replayShown<Tag extends string>(
  spec: Parameters<typeof replayTo>[0],
  events: readonly EventObject[],
) {
  const run = await replayTo(spec, events);
  showReplayed(run.actor);
  const snapshot = run.actor.getSnapshot();
  const has = (tag: Tag) => snapshot.hasTag(tag);
  return { run, snapshot, has };
}

/** The form's buttons are usable only while the form waits. */
export function expectUsableOnlyOnForm(onForm: boolean, ...buttons: HTMLElement[]): void {
  for (const button of buttons) {
    if (onForm) expect(button).toBeAvailable();
    else expect(button).toBeUnavailable();
  }
}

/** The OTP and PIN stand-ins are open exactly while the state says so. */
export function expectStandIns(otpOpen: boolean, pinOpen: boolean): void {
  expect(screen.queryByRole('dialog', { name: 'OTP modal stand-in' }) !== null).toBe(otpOpen);
  expect(screen.queryByRole('dialog', { name: 'PIN modal stand-in' }) !== null).toBe(pinOpen);
}

/** Back on the form with an error: it is toasted; with none, nothing is. */
export async function expectFormToast(onForm: boolean, error: MachineError | null): Promise<void> {
  if (onForm && error) {
    expect(await screen.findByRole('alert')).toHaveTextContent(toastedWords(error));
  } else if (onForm) {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

/**
 * One test a state, named by its run and state ('PIN on: form, polls 0'): a real actor of `spec`
 * brought there and shown to the screen, `check` run on it, the actor stopped.
 */
export function itShowsEachState<Tag extends string, Input>(
  states: readonly { run: string; state: string; input: Input; events: EventObject[] }[],
  spec: Omit<Parameters<typeof replayTo>[0], 'input'>,
  check: (replayed: Awaited<ReturnType<typeof replayShown<Tag>>>, input: Input) => Promise<void>,
): void {
  it.each(states)('$run: $state', async ({ input, events }) => {
    const replayed = await replayShown<Tag>({ ...spec, input }, events);
    await check(replayed, input);
    replayed.run.actor.stop();
  });
}

/** The dialog that ends a wallet payment (PIN locked, wallet blocked): open when the state says, its message in an alert, and OK. */
export function expectEndingDialog(name: string, open: boolean, message: string): void {
  const dialog = screen.queryByRole('dialog', { name });
  expect(dialog !== null).toBe(open);
  if (dialog) {
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeAvailable();
  }
}
