/**
 * The payment status machine (machines/paymentStatus.machine.ts), one story per leaf state:
 * generated from the machine by .storybook/machineStates.ts, each reached by the model's shortest
 * path (tests/model/paymentStatus.spec.ts) and shown on the real PaymentStatus page, whose hook
 * (usePaymentStatusMachine, spied in .storybook/preview.tsx) hands out the replayed actor.
 */
import { expect, mocked } from 'storybook/test';
import type { PaymentStatusTag } from '../../machines/paymentStatus.machine.ts';
import { PaymentStatus } from '../../src/features/payment/status/PaymentStatus.tsx';
import { usePaymentStatusMachine } from '../../src/features/payment/status/usePaymentStatusMachine.ts';
import { paymentStatusSpec } from '../../tests/model/paymentStatus.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';

export default {
  title: 'Machines/paymentStatus',
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/payment/status?id=T-1'] },
    msw: { handlers: cmsHandlers() },
  },
};

/** The heading of PAY-13 for a shown status. */
const headingOf = (status: string) => {
  if (status === 'SUCCESS') return 'Thank you';
  if (['REQUEST_REGISTERED', 'REQUEST_RAISED', 'IN_PROCESS'].includes(status))
    return 'In Processing';
  return status;
};

export const states: MachineStates = {
  spec: paymentStatusSpec,
  spies: [mocked(usePaymentStatusMachine)],
  render: ({ actor, input }) => {
    mocked(usePaymentStatusMachine).mockReturnValue([
      actor.getSnapshot(),
      actor.send,
      actor,
    ] as never);
    return <PaymentStatus transactionId={(input as { transactionId: string }).transactionId} />;
  },
  check: async (screen, { actor }) => {
    const snapshot = actor.getSnapshot();
    const has = (tag: PaymentStatusTag) => snapshot.hasTag(tag);
    const { status, error } = snapshot.context as {
      status: string;
      error: { code: string } | null;
    };
    // Checking (also between refetches): the page's purpose and the spinner's line.
    if (has('checking')) {
      await expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment status' }),
      ).toBeVisible();
      await expect(await screen.findByText('Checking your payment…')).toBeVisible();
    }
    // Shown: the heading of the status held, and the transaction's details.
    if (has('shown')) {
      await expect(
        await screen.findByRole('heading', { level: 1, name: headingOf(status) }),
      ).toBeVisible();
      await expect(screen.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
    }
    // A failed look-up: the notice, and the toast with the server's message or the generic text.
    if (has('lookup failed')) {
      await expect(await screen.findByText('We could not load this payment.')).toBeVisible();
      await expect(
        await screen.findByText(error?.code === '500' ? 'x' : 'Something Went Wrong!'),
      ).toBeVisible();
    }
    // Return once a result or the error shows, never while checking.
    await expect(screen.queryByRole('button', { name: 'Return' }) !== null).toBe(
      has('shown') || has('lookup failed'),
    );
  },
};
