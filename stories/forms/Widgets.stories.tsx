import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SchemaForm } from '../../src/forms/SchemaForm.tsx';
import type { FormPackage } from '../../src/forms/formPackage.ts';
import { findStatusSaying } from '../support/plays.ts';
import '../../src/forms/theme/forms.css';

/** A one-field package showing one widget, as a schema would name it. */
function single(
  widget: string,
  field: Record<string, unknown>,
  options: {
    required?: boolean;
    ui?: Record<string, unknown>;
    messages?: Record<string, string>;
  } = {},
): FormPackage {
  return {
    id: `widget-${widget}`,
    version: 1,
    schema: {
      type: 'object',
      required: options.required === false ? [] : ['value'],
      properties: { value: field },
    },
    uiSchema: { value: { 'ui:widget': widget, ...options.ui } },
    messages: options.messages ? { value: options.messages } : {},
  };
}

const phone = single(
  'phone',
  { type: 'string', title: 'Mobile Number', pattern: '^\\d{9}$', maxLength: 9 },
  { messages: { pattern: '@mobile.invalid' } },
);
const amount = single('amount', {
  type: 'integer',
  title: 'Amount (TZS)',
  minimum: 500,
  maximum: 1000000,
});
const email = single(
  'email',
  {
    type: 'string',
    title: 'Email',
    pattern: '^[A-Za-z0-9._]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  },
  { messages: { pattern: '@email.invalidId' } },
);
const digits = single(
  'digits',
  { type: 'string', title: 'Account Number', pattern: '^\\d{10}$', maxLength: 10 },
  { messages: { pattern: '@account.invalidNumber' } },
);
const text = single('text', { type: 'string', title: 'Full Name', minLength: 3 });
const otp = single(
  'otp',
  { type: 'string', title: 'One-time code', pattern: '^\\d{6}$' },
  { messages: { pattern: '@otp.incorrect' } },
);
const pin = single(
  'pin',
  { type: 'string', title: 'PIN', pattern: '^\\d{4}$' },
  { messages: { pattern: '@pin.incorrect' } },
);
const select = single('searchableSelect', {
  type: 'string',
  title: 'Town',
  enum: ['Dar es Salaam', 'Arusha', 'Dodoma', 'Mwanza', 'Kigoma', 'Mtwara'],
});
const checkbox = single('markupCheckbox', {
  type: 'boolean',
  title: 'I agree to the <a href="/about#terms">terms and conditions</a>',
  const: true,
});

/** Every widget of the theme, by the name a schema uses, with its error state. */
const meta = {
  title: 'Forms/Widgets',
  component: SchemaForm,
  args: { onSubmit: fn(), onChange: fn(), submitLabel: 'Continue', pkg: phone },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { args: { pkg: phone } };
export const PhoneTyping: Story = {
  args: { pkg: phone },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile Number/ });
    await userEvent.type(input, 'a7-12 000 0019999');
    await expect(input).toHaveValue('712000001');
  },
};
export const PhoneInvalid: Story = { args: { pkg: phone, formData: { value: '7120' } } };
export const Amount: Story = { args: { pkg: amount } };
export const AmountTooLow: Story = { args: { pkg: amount, formData: { value: 400 } } };
export const AmountTooHigh: Story = { args: { pkg: amount, formData: { value: 2000000 } } };
export const Email: Story = { args: { pkg: email } };
export const EmailInvalid: Story = { args: { pkg: email, formData: { value: 'jane@twiga' } } };
export const Digits: Story = { args: { pkg: digits } };
export const DigitsInvalid: Story = { args: { pkg: digits, formData: { value: '12345' } } };
export const Text: Story = { args: { pkg: text } };
export const TextTooShort: Story = { args: { pkg: text, formData: { value: 'Al' } } };
export const Otp: Story = { args: { pkg: otp } };
export const OtpAutoSubmit: Story = {
  args: { pkg: otp },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Digit 1 of 6'));
    await userEvent.keyboard('123456');
    await expect(args.onSubmit).toHaveBeenCalledWith({ value: '123456' });
  },
};
export const OtpWrongCode: Story = {
  args: {
    pkg: otp,
    formData: { value: '111111' },
    extraErrors: { value: 'Please enter correct OTP' },
  },
};
export const Pin: Story = { args: { pkg: pin } };
export const PinWrong: Story = { args: { pkg: pin, formData: { value: '12' } } };
export const SearchableSelect: Story = { args: { pkg: select } };
export const SearchableSelectNoMatch: Story = {
  args: { pkg: select },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Town/ }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'zzz');
    await expect(await findStatusSaying(canvasElement, 'No match')).toBeVisible();
  },
};
export const SearchableSelectRequired: Story = {
  args: { pkg: select, extraErrors: { value: 'Town is required' } },
};
export const MarkupCheckbox: Story = { args: { pkg: checkbox } };
export const MarkupCheckboxTicked: Story = { args: { pkg: checkbox, formData: { value: true } } };
export const Disabled: Story = {
  args: { pkg: phone, formData: { value: '712000001' }, disabled: true },
};
