import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  pagesMeta,
  type PagesStory as Story,
  paymentHandlers,
  prepaidSession,
  SW,
  withSession,
} from '../../src/features/payment/testing/storyKit.tsx';

/** The card method inside the start page: gateway choice, email errors, busy, enterprise. */
export default { title: 'Payment/Card', ...pagesMeta('/payment/start/card') } satisfies Meta;

export const GatewayChoice: Story = {};
export const GatewayChoiceSw: Story = { globals: SW };

/** Plays `act`, then expects `text` on the page. */
const thenShows =
  (act: NonNullable<Story['play']>, text: string): Story['play'] =>
  async (context) => {
    await act(context);
    await expect(await within(context.canvasElement).findByText(text)).toBeInTheDocument();
  };
const typeBadEmail: Story['play'] = async ({ canvasElement }) => {
  const email = await within(canvasElement).findByRole('textbox', { name: /Email|Barua Pepe/ });
  await userEvent.type(email, 'not-an-email');
};
export const EmailInvalid: Story = {
  play: thenShows(typeBadEmail, 'Invalid Email Id'),
};
export const EmailInvalidSw: Story = { play: typeBadEmail, globals: SW };
const clearEmail: Story['play'] = async ({ canvasElement }) => {
  const email = await within(canvasElement).findByRole('textbox', { name: /Email|Barua Pepe/ });
  await userEvent.type(email, 'a');
  await userEvent.clear(email);
  await userEvent.tab();
};
export const EmailRequired: Story = {
  play: thenShows(clearEmail, 'Email is required'),
};
export const EmailRequiredSw: Story = { play: clearEmail, globals: SW };

const payAndWait: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /Email|Barua Pepe/ }),
    'payer@example.co.tz',
  );
  await userEvent.click(canvas.getByRole('radio', { name: 'Selcom' }));
  await userEvent.click(canvas.getByRole('button', { name: /Continue|Endelea/ }));
};
export const Busy: Story = {
  parameters: { msw: { handlers: paymentHandlers({ initiate: 'hang' }) } },
  play: payAndWait,
};
export const BusySw: Story = { ...Busy, globals: SW };
export const EnterpriseEmailReadOnly: Story = {
  beforeEach: withSession({ ...prepaidSession, emailId: 'it@company.co.tz' }, true),
};
