import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as PostpaidBill } from '../../src/features/recharge/PostpaidBillRoute.tsx';
import { SW } from '../support/meta.ts';
import { rechargeScreen } from './rechargeMeta.ts';
import '../../src/styles/index.css';

/** The postpaid bill page: line check, bill lookup by account number, the rounded-up bill. EN and SW. */
const meta = { title: 'Recharge/Postpaid', ...rechargeScreen(PostpaidBill, '/postpaid-bill-pay') };
export default meta;
type Story = StoryObj<typeof meta>;

const phone = /Mobile Number|Namba ya Simu/;

export const Empty: Story = {};
export const EmptySw: Story = { globals: SW };

export const WrongLineType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: phone }), '712000001');
    await expect(await canvas.findByText('This number is not a postpaid line')).toBeInTheDocument();
  },
};
export const WrongLineTypeSw: Story = {
  globals: SW,
  play: async ({ canvasElement }) => {
    await userEvent.type(
      await within(canvasElement).findByRole('textbox', { name: phone }),
      '712000001',
    );
  },
};

/** 713000001 confirmed: the bill choice, and below it 'Pay another amount' (no amount before). */
async function lineConfirmed({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: phone }), '713000001');
  await expect(
    await canvas.findByRole('region', { name: /Pay another amount|Lipa kiasi kingine/ }),
  ).toBeInTheDocument();
}
export const LineConfirmed: Story = { play: lineConfirmed };
export const LineConfirmedSw: Story = { globals: SW, play: lineConfirmed };

/** 713000001 with account 1000000001: 45500.50 rounds up to 45501 with the note. */
async function billByAccount({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: phone }), '713000001');
  await userEvent.click(
    await canvas.findByRole('button', { name: /Use account number|Tumia namba ya akaunti/ }),
  );
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
  await userEvent.type(
    await dialog.findByRole('textbox', { name: /Account|akaunti/i }),
    '1000000001',
  );
  await userEvent.click(dialog.getByRole('button', { name: /Continue|Endelea/ }));
}

export const BillRoundedUp: Story = {
  play: async (context) => {
    await billByAccount(context);
    await expect(
      await within(context.canvasElement).findByText(/rounded up to/),
    ).toBeInTheDocument();
  },
};
export const BillRoundedUpSw: Story = { globals: SW, play: billByAccount };
