import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from '../../../src/features/payment/methods/airtime/ConfirmDialog.tsx';
import {
  MessageDialog,
  ProcessingOverlay,
} from '../../../src/features/payment/methods/shared/PaymentDialogs.tsx';
import { usePaymentText } from '../../../src/features/payment/methods/shared/usePaymentText.ts';
import '../../../src/styles/index.css';

/** Dialogs and overlays around the wallet payments: confirm, insufficient, locked, blocked, processing. */
const meta = {
  title: 'Payment/Methods/Dialogs and overlays',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: { amount: 'TZS 1,000', msisdn: '712000001', onYes: fn(), onNo: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
const sw = { globals: { locale: 'sw' } };

export const AirtimeConfirm: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Are you sure?' });
    within(dialog).getByRole('button', { name: 'Yes' }).click();
    await expect(args.onYes).toHaveBeenCalledTimes(1);
  },
};
export const AirtimeConfirmSw: Story = { ...sw };

/** A message dialog whose texts come from payment-methods-translation. */
function Message({
  title,
  message,
  vars = {},
}: {
  title: string;
  message: string;
  vars?: Record<string, string>;
}) {
  const { text } = usePaymentText();
  return <MessageDialog title={text(title)} message={text(message, vars)} onClose={fn()} />;
}

export const AirtimeInsufficient: Story = {
  render: () => <Message title="airtime.insufficientTitle" message="airtime.insufficient" />,
  play: async () => {
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      "Looks like you don't have sufficient balance.",
    );
  },
};
export const AirtimeInsufficientSw: Story = {
  ...sw,
  render: () => <Message title="airtime.insufficientTitle" message="airtime.insufficient" />,
};
export const MobileMoneyLocked: Story = {
  render: () => <Message title="locked.title" message="locked.message" vars={{ number: '100' }} />,
};
export const MobileMoneyLockedSw: Story = {
  ...sw,
  render: () => <Message title="locked.title" message="locked.message" vars={{ number: '100' }} />,
};
export const SmartCashBlocked: Story = {
  render: () => <Message title="smartcash.blockedTitle" message="smartcash.blocked" />,
};
export const SmartCashBlockedSw: Story = {
  ...sw,
  render: () => <Message title="smartcash.blockedTitle" message="smartcash.blocked" />,
};

function Push() {
  const { text } = usePaymentText();
  return <ProcessingOverlay detail={text('common.pushMessage')} />;
}
export const Processing: Story = { render: () => <ProcessingOverlay /> };
export const ProcessingSw: Story = { ...sw, render: () => <ProcessingOverlay /> };
export const PushRequestProcessing: Story = { render: () => <Push /> };
export const PushRequestProcessingSw: Story = { ...sw, render: () => <Push /> };
