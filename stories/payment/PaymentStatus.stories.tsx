import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  pagesMeta,
  type PagesStory as Story,
  paymentHandlers,
  SW,
} from '../../src/features/payment/testing/storyKit.tsx';

/** /payment/status in every outcome, EN and SW. */
export default {
  title: 'Payment/Status',
  ...pagesMeta('/payment/status?id=TXN1001'),
} satisfies Meta;
const answering = (transaction: Parameters<typeof paymentHandlers>[0]) => ({
  msw: { handlers: paymentHandlers(transaction) },
});

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Thank you' }),
    ).toBeInTheDocument();
  },
};
export const SuccessSw: Story = { globals: SW };
/** REQUEST_REGISTERED five times over (about 5 s), then shown as In Processing. */
export const Processing: Story = {
  parameters: answering({
    transaction: { status: 'REQUEST_REGISTERED', transactionStatus: 'REQUEST_REGISTERED' },
  }),
};
export const ProcessingSw: Story = { ...Processing, globals: SW };
export const Failed: Story = {
  parameters: answering({
    transaction: {
      status: 'FAILED',
      transactionStatus: 'FAILED',
      statusReason: 'Insufficient funds in wallet',
      mobileNumber: '712000005',
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('* Insufficient funds in wallet'),
    ).toBeInTheDocument();
  },
};
export const FailedSw: Story = { parameters: Failed.parameters, globals: SW };
export const FixedInternetBill: Story = {
  parameters: answering({
    transaction: {
      transactionType: 'POSTPAID_BILL',
      invoiceNumber: 'INV-2026-001',
      accountId: 'PE0000000001',
      amount: 250000,
    },
  }),
};
export const HomeBroadband: Story = {
  parameters: answering({
    transaction: { transactionType: 'HBB_LEADS', metaInfo: { leadId: 'LEAD-2026-77' } },
  }),
};
export const HomeBroadbandSw: Story = { ...HomeBroadband, globals: SW };
export const HomeBroadbandLeadUnavailable: Story = {
  parameters: answering({
    transaction: {
      transactionType: 'HBB_AIRTIME',
      paymentGateway: undefined,
      paymentMode: 'AIR_TIME',
    },
  }),
};
export const LookupFailed: Story = {
  args: { path: '/payment/status/UNKNOWN' },
  parameters: { msw: { handlers: paymentHandlers() } },
};
export const MissingId: Story = { args: { path: '/payment/status' } };
