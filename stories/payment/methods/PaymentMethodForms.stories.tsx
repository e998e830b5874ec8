import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AirtimeMethod from '../../../src/features/payment/methods/airtime/AirtimeMethod.tsx';
import MobileMoneyMethod from '../../../src/features/payment/methods/mobile-money/MobileMoneyMethod.tsx';
import MpesaMethod from '../../../src/features/payment/methods/mpesa/MpesaMethod.tsx';
import SmartCashMethod from '../../../src/features/payment/methods/smartcash/SmartCashMethod.tsx';
import type { MethodProps } from '../../../src/features/payment/methods/types.ts';
import type { PaymentOption } from '../../../src/api/wire.ts';
import {
  sampleMethodProps,
  sampleOptionsOf,
  walletOperatorHandlers,
} from '../../../src/features/payment/testing/storyKit.tsx';

/** Each wallet method's form as the payment start page shows it, EN and SW. */
const meta = {
  title: 'Payment/Methods/Forms',
  component: AirtimeMethod,
  args: sampleMethodProps([]),
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/payment/start/airtime'] },
    msw: { handlers: walletOperatorHandlers() },
  },
} satisfies Meta<typeof AirtimeMethod>;
export default meta;
type Story = StoryObj<typeof meta>;
const sw = { globals: { locale: 'sw' } };
/** A story of another wallet method's form, with the sample options of its `type`. */
const paying = (Method: ComponentType<MethodProps>, type: PaymentOption['type']): Story => ({
  render: (args) => <Method {...args} options={sampleOptionsOf(type)} />,
});

export const Airtime: Story = {};
export const AirtimeSw: Story = { ...sw };
/** Pay with airtime, then type 123456 in the verification code dialog. */
async function payAirtimeWithCode(canvasElement: HTMLElement) {
  const pay = await within(canvasElement).findByRole('button', { name: 'Pay with airtime' });
  await userEvent.click(pay);
  const dialog = await within(document.body).findByRole('dialog', {
    name: 'Enter the verification code',
  });
  await userEvent.click(await within(dialog).findByRole('textbox', { name: /digit 1 of 6/i }));
  await userEvent.keyboard('123456');
}
/** Pay, type 123456: the 'Are you sure?' dialog. */
export const AirtimeToConfirm: Story = {
  play: async ({ canvasElement }) => {
    await payAirtimeWithCode(canvasElement);
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Are you sure?' }),
    ).toBeVisible();
  },
};
/** Same with 200 TZS of airtime: the insufficient-balance message. */
export const AirtimeInsufficient: Story = {
  parameters: { msw: { handlers: walletOperatorHandlers(200) } },
  play: async ({ canvasElement }) => {
    await payAirtimeWithCode(canvasElement);
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Insufficient balance' }),
    ).toBeVisible();
  },
};
export const MobileMoney = paying(MobileMoneyMethod, 'AM');
export const MobileMoneySw: Story = { ...sw, ...MobileMoney };
export const MobileMoneyNotOperatorNumber: Story = {
  render: MobileMoney.render,
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByRole('textbox', { name: /mobile number/i });
    await userEvent.clear(phone);
    await userEvent.type(phone, '719999999');
    await expect(
      await within(canvasElement).findByText('Please enter valid Twiga number'),
    ).toBeVisible();
  },
};
export const SmartCash = paying(SmartCashMethod, 'smartcash');
export const SmartCashSw: Story = { ...sw, ...SmartCash };
export const Mpesa = paying(MpesaMethod, 'mpesa');
export const MpesaSw: Story = { ...sw, ...Mpesa };
