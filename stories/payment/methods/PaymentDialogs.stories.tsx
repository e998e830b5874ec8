import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OtpDialogView } from '../../../src/otp/OtpDialog.tsx';
import { PinModalView } from '../../../src/features/payment/pin/PinModal.tsx';
import { cmsHandlers } from '../../app/cmsHandlers.ts';
import '../../../src/styles/index.css';
import '../../../src/forms/theme/forms.css';

/**
 * The OTP and PIN modals of the wallet payments in every state they show. The views take the
 * machine's state as props, so each story is one state; `globals: { locale: 'sw' }` is Swahili.
 */
const meta = {
  title: 'Payment/Methods/OTP and PIN modals',
  component: OtpDialogView,
  parameters: { layout: 'fullscreen', msw: { handlers: cmsHandlers() } },
  args: {
    flow: 'payment',
    phase: 'entering',
    resend: 'countingDown',
    msisdn: '712000001',
    attemptsLeft: 5,
    error: null,
    onCode: fn(),
    onResend: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OtpDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;
const sw = { globals: { locale: 'sw' } };

export const OtpSending: Story = { args: { phase: 'sending', resend: 'hidden' } };
export const OtpEntering: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Enter the verification code',
    });
    await expect(
      await within(dialog).findByRole('textbox', { name: /digit 1 of 6/i }),
    ).toBeVisible();
  },
};
export const OtpEnteringSw: Story = { ...sw };
export const OtpVerifying: Story = { args: { phase: 'verifying' } };
export const OtpWrongCode: Story = {
  args: { attemptsLeft: 4, error: { code: '2003', message: 'Please enter correct OTP' } },
  play: async () => {
    const alert = await within(document.body).findByRole('alert');
    await expect(alert).toHaveTextContent('Attempts left: 4');
  },
};
export const OtpWrongCodeSw: Story = { ...sw, args: { attemptsLeft: 4, error: { code: '2003' } } };
export const OtpExhausted: Story = {
  args: {
    phase: 'exhausted',
    resend: 'hidden',
    attemptsLeft: 0,
    error: { code: '2002', message: 'Maximum attempts exhausted.' },
  },
};
export const OtpExhaustedSw: Story = {
  ...sw,
  args: { phase: 'exhausted', resend: 'hidden', attemptsLeft: 0, error: { code: '2002' } },
};
export const OtpClosingAfter4001: Story = {
  args: {
    phase: 'closing',
    resend: 'hidden',
    error: { code: '4001', message: 'OTP session not found. Please request a new OTP.' },
  },
};
export const OtpClosingAfter4001Sw: Story = {
  ...sw,
  args: {
    phase: 'closing',
    resend: 'hidden',
    error: { code: '4001', message: 'OTP session not found. Please request a new OTP.' },
  },
};
export const OtpResendAvailable: Story = { args: { resend: 'available' } };
export const OtpResendAvailableSw: Story = { ...sw, args: { resend: 'available' } };
export const OtpResending: Story = { args: { resend: 'resending' } };

const pinArgs = {
  busy: false,
  attemptsLeft: 5,
  error: null,
  onPin: fn(),
  onClose: fn(),
  customerCareNumber: '100',
};

/** PIN modal states (mobile money and SmartCash). */
export const PinEntering: Story = { render: () => <PinModalView {...pinArgs} /> };
export const PinEnteringSw: Story = { ...sw, render: () => <PinModalView {...pinArgs} /> };
export const PinWrong1004: Story = {
  render: () => (
    <PinModalView
      {...pinArgs}
      attemptsLeft={4}
      error={{ code: '1004', message: 'Please enter correct PIN' }}
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Enter your wallet PIN',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter correct PIN');
    await expect(within(dialog).getByText('Attempts left: 4')).toBeVisible();
  },
};
export const PinWrong1004Sw: Story = {
  ...sw,
  render: () => <PinModalView {...pinArgs} attemptsLeft={4} error={{ code: '1004' }} />,
};
export const PinChecking: Story = { render: () => <PinModalView {...pinArgs} busy /> };
const smartCash = {
  ...pinArgs,
  amount: 'TZS 1,000',
  alwaysShowAttempts: true,
  pinResetDial: '*150*60#',
};
export const SmartCashPin: Story = {
  render: () => <PinModalView {...smartCash} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Enter your wallet PIN',
    });
    await expect(within(dialog).getByRole('link', { name: 'Dial *150*60#' })).toHaveAttribute(
      'href',
      'tel:*150*60%23',
    );
  },
};
export const SmartCashPinSw: Story = { ...sw, render: () => <PinModalView {...smartCash} /> };
export const SmartCashWrong56D005: Story = {
  render: () => <PinModalView {...smartCash} attemptsLeft={3} error={{ code: '56D005' }} />,
};
export const SmartCashWrong56D005Sw: Story = {
  ...sw,
  render: () => <PinModalView {...smartCash} attemptsLeft={3} error={{ code: '56D005' }} />,
};
export const SmartCashReinitiating: Story = {
  render: () => <PinModalView {...smartCash} busy attemptsLeft={4} error={{ code: '56D005' }} />,
};
