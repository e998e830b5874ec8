import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  bundleSession,
  dualCurrencySession,
  invoiceSession,
  pagesMeta,
  type PagesStory as Story,
  paymentHandlers,
  SW,
  withSession,
} from '../../src/features/payment/testing/storyKit.tsx';

/** /payment/start in every state, EN and SW (toolbar or the *Sw stories). */
export default { title: 'Payment/Start', ...pagesMeta('/payment/start') } satisfies Meta;
const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const Loading: Story = {
  parameters: { msw: { handlers: paymentHandlers({ options: 'hang' }) } },
};
export const LoadingSw: Story = { ...Loading, globals: SW };
export const OptionsError: Story = {
  parameters: { msw: { handlers: paymentHandlers({ options: 'fail' }) } },
};
export const OptionsErrorSw: Story = { ...OptionsError, globals: SW };
export const MissingSession: Story = {
  beforeEach: withSession(null),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Go to home page' }),
    ).toBeInTheDocument();
  },
};
export const MissingSessionSw: Story = { beforeEach: withSession(null), globals: SW };
export const DesktopList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: 'Choose a payment gateway' }),
    ).toBeInTheDocument();
  },
};
export const DesktopListSw: Story = { globals: SW };
export const MobileAccordion: Story = { globals: mobile };
export const MobileAccordionSw: Story = { globals: { ...mobile, ...SW } };
export const BundlePurchase: Story = { beforeEach: withSession(bundleSession) };
export const BundlePurchaseSw: Story = { beforeEach: withSession(bundleSession), globals: SW };
export const Invoice: Story = { beforeEach: withSession(invoiceSession) };
export const InvoiceSw: Story = { beforeEach: withSession(invoiceSession), globals: SW };
export const DualCurrency: Story = { beforeEach: withSession(dualCurrencySession) };
export const DualCurrencySw: Story = { beforeEach: withSession(dualCurrencySession), globals: SW };
export const DualCurrencyRateError: Story = {
  beforeEach: withSession(dualCurrencySession),
  parameters: { msw: { handlers: paymentHandlers({ rate: 'fail' }) } },
};
export const BelowOneDollarMobileMoneyOnly: Story = {
  beforeEach: withSession({ ...dualCurrencySession, amount: 90 }),
};
