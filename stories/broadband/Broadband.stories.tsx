import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ActiveBundlesDialog } from '../../src/features/broadband/ActiveBundlesDialog.tsx';
import { BroadbandRechargePage } from '../../src/features/broadband/BroadbandRechargePage.tsx';
import { DataBundlePage } from '../../src/features/broadband/DataBundlePage.tsx';
import { OtpDialogView } from '../../src/otp/OtpDialog.tsx';
import {
  broadbandHandlers,
  type BroadbandHandlerOptions,
  RIGHT_OTP,
  ROUTER_NUMBER,
  testBalances,
} from '../../src/features/broadband/testing/broadbandHandlers.ts';
import { handledBy, routeScreen, SW } from '../support/meta.ts';
import '../../src/styles/index.css';

const noop = () => {};

/**
 * /data-bundle and /broadband-recharge in every state, EN and SW, against MSW answering like the
 * sandbox (714000001 is the router line; OTP 123456 is right). Plays act as a customer would.
 */
const meta = {
  title: 'Broadband/Data bundles',
  ...routeScreen(DataBundlePage, '/data-bundle', broadbandHandlers()),
};
export default meta;
type Story = StoryObj<typeof meta>;

async function typeNumber(canvasElement: HTMLElement, number = ROUTER_NUMBER) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox'), number);
}

async function openOtp(canvasElement: HTMLElement) {
  await typeNumber(canvasElement);
  const check = await within(canvasElement).findByRole('button', {
    name: /Check balance|Angalia salio/,
  });
  await waitFor(() => expect(check).toBeAvailable());
  await userEvent.click(check);
  // The dialog renders into document.body, outside the canvas.
  return within(document.body).findByLabelText(/Digit 1 of 6|1.*6/);
}

export const Start: Story = {};
export const StartSwahili: Story = { globals: SW };

export const LineConfirmedWithBundles: Story = {
  play: async ({ canvasElement }) => {
    await typeNumber(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 3, name: 'Monthly' }),
    ).toBeInTheDocument();
  },
};
export const LineConfirmedWithBundlesSwahili: Story = {
  globals: SW,
  play: ({ canvasElement }) => typeNumber(canvasElement),
};

/** The router line typed while the sandbox-like service answers as `options` says. */
const typedWhen = (options: BroadbandHandlerOptions): Story => ({
  parameters: handledBy(broadbandHandlers(options)),
  play: ({ canvasElement }) => typeNumber(canvasElement),
});
export const BundlesLoading = typedWhen({ bundles: 'pending' });
export const BundlesLoadingSwahili: Story = { ...BundlesLoading, globals: SW };
export const NoBundles = typedWhen({ bundles: 'empty' });
export const NoBundlesSwahili: Story = { ...NoBundles, globals: SW };
export const BundlesFailed = typedWhen({ bundles: 'error' });
export const BundlesFailedSwahili: Story = { ...BundlesFailed, globals: SW };
export const CheckingNumber = typedWhen({ validate: 'pending' });
export const CheckingNumberSwahili: Story = { ...CheckingNumber, globals: SW };
export const InvalidNumber: Story = {
  play: ({ canvasElement }) => typeNumber(canvasElement, '719999999'),
};
export const InvalidNumberSwahili: Story = { ...InvalidNumber, globals: SW };

/** A prepaid handset is not a broadband line: refused, nothing to buy. */
export const NotBroadbandLine: Story = {
  play: async ({ canvasElement }) => {
    await typeNumber(canvasElement, '712000001');
    await expect(
      await within(canvasElement).findByText(
        /This number is not a broadband line|Namba hii si laini ya intaneti ya kasi/,
      ),
    ).toBeInTheDocument();
  },
};
export const NotBroadbandLineSwahili: Story = { ...NotBroadbandLine, globals: SW };

export const OtpOpen: Story = {
  play: async ({ canvasElement }) => void (await openOtp(canvasElement)),
};
export const OtpOpenSwahili: Story = { ...OtpOpen, globals: SW };

/** A wrong code: the message and attempts left, and focus back on the first box. */
export const WrongOtp: Story = {
  play: async ({ canvasElement }) => {
    const firstBox = await openOtp(canvasElement);
    await waitFor(() => expect(firstBox).toHaveFocus());
    await userEvent.keyboard('111111');
    await within(document.body).findByRole('alert');
    await waitFor(() =>
      expect(within(document.body).getByLabelText(/Digit 1 of 6|1.*6/)).toHaveFocus(),
    );
  },
};
export const WrongOtpSwahili: Story = { ...WrongOtp, globals: SW };

/** OTP send limit: the modal closes and a toast says so. */
export const SendLimit: Story = {
  parameters: { msw: { handlers: broadbandHandlers({ balanceRequest: 'limit' }) } },
  play: async ({ canvasElement }) => {
    await typeNumber(canvasElement);
    const check = await within(canvasElement).findByRole('button', {
      name: /Check balance|Angalia salio/,
    });
    await waitFor(() => expect(check).toBeAvailable());
    await userEvent.click(check);
  },
};
export const SendLimitSwahili: Story = { ...SendLimit, globals: SW };

export const ActiveBundles: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await openOtp(canvasElement));
    await userEvent.keyboard(RIGHT_OTP);
    const popup = await within(document.body).findByRole('dialog', { name: 'Active bundles' });
    await expect(within(popup).getByText('12.5 GB')).toBeInTheDocument();
    await expect(within(popup).getByText('-')).toBeInTheDocument();
  },
};
export const ActiveBundlesSwahili: Story = {
  globals: SW,
  play: async ({ canvasElement }) => {
    await userEvent.click(await openOtp(canvasElement));
    await userEvent.keyboard(RIGHT_OTP);
  },
};

/** The popup alone (no network). */
export const ActiveBundlesPopup: Story = {
  render: () => (
    <ActiveBundlesDialog msisdn={ROUTER_NUMBER} balances={testBalances} onClose={noop} />
  ),
};
export const ActiveBundlesPopupSwahili: Story = { ...ActiveBundlesPopup, globals: SW };

/** Each OTP modal state alone (no network). */
const otp = (props: Partial<Parameters<typeof OtpDialogView>[0]>) => () => (
  <OtpDialogView
    flow="broadband"
    phase="entering"
    resend="countingDown"
    msisdn={ROUTER_NUMBER}
    attemptsLeft={5}
    error={null}
    onCode={noop}
    onResend={noop}
    onClose={noop}
    {...props}
  />
);
export const OtpSending: Story = { render: otp({ phase: 'sending', resend: 'hidden' }) };
export const OtpSendingSwahili: Story = { ...OtpSending, globals: SW };
export const OtpWrongCode: Story = { render: otp({ error: { code: '2003' }, attemptsLeft: 3 }) };
export const OtpWrongCodeSwahili: Story = { ...OtpWrongCode, globals: SW };
export const OtpExhausted: Story = {
  render: otp({ phase: 'exhausted', resend: 'hidden', error: { code: '2002' }, attemptsLeft: 0 }),
};
export const OtpExhaustedSwahili: Story = { ...OtpExhausted, globals: SW };
export const OtpClosing: Story = {
  render: otp({
    phase: 'closing',
    resend: 'hidden',
    error: { code: '4001', message: 'Session expired. Please verify the OTP again.' },
  }),
};
export const OtpClosingSwahili: Story = { ...OtpClosing, globals: SW };
export const OtpResendAvailable: Story = { render: otp({ resend: 'available' }) };
export const OtpResendAvailableSwahili: Story = { ...OtpResendAvailable, globals: SW };

/** /broadband-recharge. */
export const RechargeStart: Story = {
  render: () => <BroadbandRechargePage />,
  parameters: { router: { initialEntries: ['/broadband-recharge'] } },
};
export const RechargeStartSwahili: Story = { ...RechargeStart, globals: SW };
/** /broadband-recharge with the router line and `typed` as the amount. */
const rechargeTyped = (typed: string): Story => ({
  ...RechargeStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [phone, amount] = await canvas.findAllByRole('textbox');
    await userEvent.type(phone!, ROUTER_NUMBER);
    await userEvent.type(amount!, typed);
  },
});
export const RechargeAmountTooLow = rechargeTyped('400');
export const RechargeAmountTooLowSwahili: Story = { ...RechargeAmountTooLow, globals: SW };
export const RechargeReady = rechargeTyped('5000');
export const RechargeReadySwahili: Story = { ...RechargeReady, globals: SW };
