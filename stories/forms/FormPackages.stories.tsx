import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm } from '../../src/forms/SchemaForm.tsx';
import { parseFormPackage, type FormPackage } from '../../src/forms/formPackage.ts';
import { fieldListToPackage, type FieldListSchema } from '../../src/forms/fieldListAdapter.ts';
import { withRuntimeOptions } from '../../src/forms/runtimeOptions.ts';
import { SW } from '../support/meta.ts';
import { showsTexts } from '../support/plays.ts';
import '../../src/forms/theme/forms.css';

// Every form package as the sandbox serves it, straight from schemas/cms (an edit shows on reload).
const files = import.meta.glob<unknown>('../../schemas/cms/*/{form-*,get-form-schema}.json', {
  eager: true,
  import: 'default',
});
const raw = (language: 'en' | 'sw', name: string) =>
  files[`../../schemas/cms/${language}/${name}.json`];
function load(language: 'en' | 'sw', name: string): FormPackage {
  const parsed = parseFormPackage(raw(language, name));
  if (!parsed.ok) throw new Error(`${language}/${name}: ${parsed.problems.join('; ')}`);
  return parsed.pkg;
}
const hbb = (language: 'en' | 'sw') =>
  fieldListToPackage(raw(language, 'get-form-schema') as FieldListSchema);
const bounds = { amount: { minimum: 500, maximum: 1_000_000 } };

/** Every CMS form package rendered by the engine, in English and Swahili, with error states. */
const meta = {
  title: 'Forms/Packages',
  component: SchemaForm,
  args: {
    onSubmit: fn(),
    onChange: fn(),
    submitLabel: 'Continue',
    pkg: load('en', 'form-prepaid-recharge'),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrepaidRechargeEn: Story = {
  args: { pkg: load('en', 'form-prepaid-recharge'), liveBounds: bounds },
};
export const PrepaidRechargeSw: Story = {
  args: { pkg: load('sw', 'form-prepaid-recharge'), liveBounds: bounds },
  globals: SW,
};
export const PostpaidAmountEn: Story = {
  args: { pkg: load('en', 'form-postpaid-amount'), liveBounds: bounds },
};
export const PostpaidAmountSw: Story = {
  args: { pkg: load('sw', 'form-postpaid-amount'), liveBounds: bounds },
  globals: SW,
};
export const AccountNumberEn: Story = { args: { pkg: load('en', 'form-account-number') } };
export const AccountNumberSw: Story = {
  args: { pkg: load('sw', 'form-account-number') },
  globals: SW,
};
export const FixedInternetEn: Story = { args: { pkg: load('en', 'form-fixed-internet') } };
export const FixedInternetSw: Story = {
  args: { pkg: load('sw', 'form-fixed-internet') },
  globals: SW,
};
// The gateway field lists what the screen passes at run time (the portal config's gateways).
const gateways = withRuntimeOptions({
  gateways: ['Paystack', 'Selcom'].map((name) => ({ value: name, label: name })),
});
export const CardEmailEn: Story = {
  args: { pkg: load('en', 'form-card-email'), formContext: gateways },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Choose a payment gateway' });
    const first = within(group).getByRole('radio', { name: 'Paystack' });
    // The widget chooses the first gateway through RJSF's change, a moment after the first paint.
    await waitFor(() => expect(first).toBeChecked());
  },
};
export const CardEmailSw: Story = {
  args: { pkg: load('sw', 'form-card-email'), formContext: gateways },
  globals: SW,
};
// The plan field shows the API's plans as a table; the package words the legend and the headings.
const plans = (data: string, days: string) =>
  withRuntimeOptions({
    plans: [
      ['HBB_BASIC', 'Home Basic', 'Home Internet 10 Mbps', '200', 'TZS 55,000'],
      ['HBB_PLUS', 'Home Plus', 'Home Internet 20 Mbps', '500', 'TZS 85,000'],
    ].map(([value, label, description, gb, price]) => ({
      value: value!,
      label: label!,
      description,
      cells: { data: data.replace('#', gb!), validity: days, price: price! },
    })),
  });
export const HbbPlanEn: Story = {
  args: {
    pkg: load('en', 'form-hbb-plan'),
    formContext: plans('# GB', '30 Days'),
    hideSubmit: true,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Choose a plan' });
    const plus = within(group).getByRole('radio', { name: 'Home Plus' });
    await userEvent.click(plus);
    await expect(plus).toBeChecked();
  },
};
export const HbbPlanSw: Story = {
  args: {
    pkg: load('sw', 'form-hbb-plan'),
    formContext: plans('GB #', 'Siku 30'),
    hideSubmit: true,
  },
  globals: SW,
};
export const AirtimeEn: Story = { args: { pkg: load('en', 'form-airtime') } };
export const AirtimeSw: Story = { args: { pkg: load('sw', 'form-airtime') }, globals: SW };
export const MobileWalletEn: Story = { args: { pkg: load('en', 'form-mobile-wallet') } };
export const MobileWalletSw: Story = {
  args: { pkg: load('sw', 'form-mobile-wallet') },
  globals: SW,
};
export const SmartCashEn: Story = { args: { pkg: load('en', 'form-smartcash') } };
export const SmartCashSw: Story = { args: { pkg: load('sw', 'form-smartcash') }, globals: SW };
export const MpesaEn: Story = { args: { pkg: load('en', 'form-mpesa') } };
export const MpesaSw: Story = { args: { pkg: load('sw', 'form-mpesa') }, globals: SW };
export const OtpEn: Story = { args: { pkg: load('en', 'form-otp') } };
export const OtpSw: Story = { args: { pkg: load('sw', 'form-otp') }, globals: SW };
export const PinEn: Story = { args: { pkg: load('en', 'form-pin') } };
export const PinSw: Story = { args: { pkg: load('sw', 'form-pin') }, globals: SW };
export const HbbCustomerDetailsEn: Story = {
  args: { pkg: hbb('en').pkg, submitLabel: hbb('en').submitLabel },
};
export const HbbCustomerDetailsSw: Story = {
  args: { pkg: hbb('sw').pkg, submitLabel: hbb('sw').submitLabel },
  globals: SW,
};

/** 'Minimum amount should be TZS 500' with the button disabled (issue 3, done-when). */
export const PrepaidAmountTooLow: Story = {
  args: {
    pkg: load('en', 'form-prepaid-recharge'),
    liveBounds: bounds,
    formData: { msisdn: '712000001' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '400');
    await expect(canvas.getByText('Minimum amount should be TZS 500')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeUnavailable();
  },
};

export const PrepaidAmountTooHighSw: Story = {
  args: {
    pkg: load('sw', 'form-prepaid-recharge'),
    liveBounds: bounds,
    formData: { msisdn: '712000001' },
  },
  globals: SW,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Kiasi/ }), '2000000');
    await expect(canvas.getByText(/Kiasi cha juu kinapaswa kuwa TZS/)).toBeInTheDocument();
  },
};

/** The line check said no: a server-side message through `extraErrors`. */
export const PrepaidInvalidMobile: Story = {
  args: {
    pkg: load('en', 'form-prepaid-recharge'),
    liveBounds: bounds,
    formData: { msisdn: '719999999', amount: 1000 },
    extraErrors: { msisdn: 'Invalid Mobile No' },
  },
};

export const FixedInternetInvalid: Story = {
  args: {
    pkg: load('en', 'form-fixed-internet'),
    formData: { accountNo: 'PX01', email: 'jane@twiga' },
  },
  play: showsTexts('Invalid Account Number', 'Invalid Email Id'),
};

export const AirtimeRequired: Story = {
  args: { pkg: load('en', 'form-airtime') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Mobile Number/ }));
    await userEvent.click(canvas.getByRole('textbox', { name: /Email/ }));
    await userEvent.tab();
    await expect(canvas.getByText('Please enter Phone No')).toBeInTheDocument();
    await expect(canvas.getByText('Email id is required')).toBeInTheDocument();
  },
};

export const OtpWrongCode: Story = {
  args: {
    pkg: load('en', 'form-otp'),
    formData: { otp: '123456' },
    extraErrors: { otp: 'Please enter correct OTP' },
  },
};
export const PinWrongSw: Story = {
  args: { pkg: load('sw', 'form-pin'), extraErrors: { pin: 'Tafadhali weka PIN sahihi' } },
  globals: SW,
};

export const HbbAddressRules: Story = {
  args: {
    pkg: hbb('en').pkg,
    submitLabel: 'Proceed',
    formData: { installationAddress: '123456', landmark: '--/--' },
  },
  play: showsTexts('Please enter a valid address', 'Please enter a valid landmark'),
};

/** A broken CMS package: a clear message, never a white screen. */
export const MalformedPackage: Story = {
  args: { pkg: parseFormPackage({ id: 'broken', schema: 'nope' }) },
};
