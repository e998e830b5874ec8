import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FixedInternetPage } from '../../src/features/fixed-internet/FixedInternetPage.tsx';
import { InvoiceList } from '../../src/features/fixed-internet/InvoiceList.tsx';
import {
  EMPTY_ACCOUNT,
  fixedInternetHandlers,
  TEST_ACCOUNT,
  TEST_EMAIL,
  TEST_TODAY,
  testInvoices,
} from '../../src/features/fixed-internet/testing/fixedInternetHandlers.ts';
import { handledBy, routeScreen, SW } from '../support/meta.ts';
import { steps, type Play } from '../support/plays.ts';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

/**
 * /orp/fixed-internet in every state, EN and SW, against MSW answering like the sandbox's test
 * data. Each play types what a customer would and presses SHOW BILLS (ONYESHA BILI).
 */
const meta = {
  title: 'Fixed internet/Page',
  ...routeScreen(FixedInternetPage, '/orp/fixed-internet', fixedInternetHandlers(), {
    today: TEST_TODAY,
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Types an account and an email and presses the submit button, whatever its language. */
function lookUp(accountNo: string, email: string): Play {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [account, mail] = await canvas.findAllByRole('textbox');
    await userEvent.type(account!, accountNo);
    await userEvent.type(mail!, email);
    const submit = canvas.getByRole('button', { name: /SHOW BILLS|ONYESHA BILI/ });
    await expect(submit).toBeAvailable();
    await userEvent.click(submit);
  };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'SHOW BILLS' }),
    ).toBeUnavailable();
  },
};
export const EmptySwahili: Story = { globals: SW };

export const InvalidAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Account Number/ }), 'PX123');
    await expect(await canvas.findByText('Invalid Account Number')).toBeInTheDocument();
  },
};
export const InvalidAccountSwahili: Story = {
  globals: SW,
  play: async ({ canvasElement }) => {
    const [account] = await within(canvasElement).findAllByRole('textbox');
    await userEvent.type(account!, 'PX123');
  },
};

export const Loading: Story = {
  parameters: handledBy(fixedInternetHandlers({ lookup: 'pending' })),
  play: lookUp(TEST_ACCOUNT, TEST_EMAIL),
};
export const LoadingSwahili: Story = { ...Loading, globals: SW };

export const Invoices: Story = {
  play: steps(lookUp(TEST_ACCOUNT, TEST_EMAIL), async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Open invoices' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Overdue')).toBeInTheDocument();
  }),
};
export const InvoicesSwahili: Story = {
  globals: SW,
  play: steps(lookUp(TEST_ACCOUNT, TEST_EMAIL), async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Ankara ambazo hazijalipwa' });
  }),
};

export const NoDataFound: Story = {
  play: steps(lookUp(EMPTY_ACCOUNT, 'someone@example.com'), async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByText('No Data found')).length,
    ).toBeGreaterThan(0);
  }),
};
export const NoDataFoundSwahili: Story = {
  globals: SW,
  play: lookUp(EMPTY_ACCOUNT, 'someone@example.com'),
};

/** Any other account: the server's message in an error toast. */
export const ServerError: Story = { play: lookUp('PE0000000009', TEST_EMAIL) };
export const ServerErrorSwahili: Story = { ...ServerError, globals: SW };

/** The invoice list alone (no network), for reviewing the overdue highlight. */
export const InvoiceListOnly: StoryObj<typeof InvoiceList> = {
  render: () => (
    <main className="page fixed-internet">
      <InvoiceList invoices={testInvoices} today={TEST_TODAY} onPay={() => {}} />
    </main>
  ),
};
export const InvoiceListOnlySwahili: StoryObj<typeof InvoiceList> = {
  ...InvoiceListOnly,
  globals: SW,
};
