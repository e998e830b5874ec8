/**
 * The card machine (machines/card.machine.ts), one story per leaf state: generated from the
 * machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/card.spec.ts, a fresh or a resumed payment) and shown on the real CardMethod, whose
 * hook (useCardMachine, spied in .storybook/preview.tsx) hands out the replayed actor. In the
 * replay the Paystack popup is a scripted stand-in, so no gateway script is loaded.
 */
import { expect, mocked } from 'storybook/test';
import type { CardTag } from '../../machines/card.machine.ts';
import CardMethod from '../../src/features/payment/methods/card/CardMethod.tsx';
import { useCardMachine } from '../../src/features/payment/methods/card/useCardMachine.ts';
import {
  sampleMethodProps,
  sampleOptionsOf,
} from '../../src/features/payment/testing/storyKit.tsx';
import { cardSpec } from '../../tests/model/card.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';

export default {
  title: 'Machines/card',
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/payment/start/card'] },
    msw: { handlers: cmsHandlers() },
  },
};

/** The toast of an error the form returned with: the server's message, else the generic text. */
const toastOf = (code: string) => ({ '400': 'bad', '500': 'x' })[code] ?? 'Something Went Wrong!';

export const states: MachineStates = {
  spec: cardSpec,
  spies: [mocked(useCardMachine)],
  unreachable: {
    start:
      'a transient state (machines/paymentSteps.ts): it goes on at once to the form, or to the status check of a resumed payment, so no snapshot ever rests there',
  },
  render: ({ actor }) => {
    mocked(useCardMachine).mockReturnValue([actor.getSnapshot(), actor.send, actor] as never);
    return <CardMethod {...sampleMethodProps(sampleOptionsOf('PG'))} />;
  },
  check: async (screen, { actor }) => {
    const snapshot = actor.getSnapshot();
    const has = (tag: CardTag) => snapshot.hasTag(tag);
    // The form takes a gateway and an email only when editable; otherwise it waits.
    const email = await screen.findByRole('textbox', { name: /Email/ });
    const paystack = screen.getByRole('radio', { name: 'Paystack' });
    const proceed = screen.getByRole('button', { name: 'Continue' });
    for (const field of [email, paystack])
      if (has('editable')) await expect(field).toBeEnabled();
      else await expect(field).toBeDisabled();
    if (!has('editable')) await expect(proceed).toBeUnavailable();
    // Busy: the spinner's line, the Paystack window's while the popup is up.
    if (has('busy'))
      await expect(
        await screen.findByText(
          has('popup')
            ? 'Complete the payment in the Paystack window.'
            : 'Processing your payment…',
        ),
      ).toBeVisible();
    // Back at the form after a failure: the toast says what went wrong.
    const { error } = snapshot.context as { error: { code: string } | null };
    if (error) await expect(await screen.findByText(toastOf(error.code))).toBeVisible();
  },
};
