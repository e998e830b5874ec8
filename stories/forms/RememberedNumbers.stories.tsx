import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { SchemaForm } from '../../src/forms/SchemaForm.tsx';
import type { FormPackage } from '../../src/forms/formPackage.ts';
import { forgetAllNumbers, rememberNumber } from '../../src/session/rememberedNumbers.ts';
import '../../src/forms/theme/forms.css';

const phone: FormPackage = {
  id: 'widget-phone-remembered',
  version: 1,
  schema: {
    type: 'object',
    required: ['value'],
    properties: {
      value: { type: 'string', title: 'Mobile Number', pattern: '^\\d{9}$', maxLength: 9 },
    },
  },
  uiSchema: { value: { 'ui:widget': 'phone' } },
  messages: { value: { pattern: '@mobile.invalid' } },
};

/** REM-5, REM-6: the phone field with remembered numbers, and its "Remembered numbers" dialog. */
const meta = {
  title: 'Forms/Remembered numbers',
  component: SchemaForm,
  args: { onSubmit: fn(), onChange: fn(), submitLabel: 'Continue', pkg: phone },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    forgetAllNumbers();
    rememberNumber('713000002');
    rememberNumber('712000001', 'Mum');
    return forgetAllNumbers;
  },
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The field offers the numbers (datalist) and shows the button to its dialog. */
export const FieldWithNumbers: Story = {};
/** The dialog listing the numbers with Use and Forget, and Forget all. */
export const ManagerWithNumbers: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remembered numbers' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remembered numbers' });
    await expect(within(dialog).getByText('Mum · +255 712000001')).toBeVisible();
  },
};
export const ManagerWithNumbersSw: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Namba zilizokumbukwa' }),
    );
    await expect(await screen.findByRole('dialog', { name: 'Namba zilizokumbukwa' })).toBeVisible();
  },
};
/** After Forget all: the dialog says nothing is remembered. */
export const ManagerEmpty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remembered numbers' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remembered numbers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forget all' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No numbers are remembered on this phone.',
    );
  },
};
