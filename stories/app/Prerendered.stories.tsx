import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PAYMENT_CONTENT } from '../../src/app/routeContent.ts';
import { StaticShellContext } from '../../src/ui/staticShell.ts';
import { SchemaForm } from '../../src/forms/SchemaForm.tsx';
import { parseFormPackage, type FormPackage } from '../../src/forms/formPackage.ts';
import { watchPrerenderedForms } from '../../src/forms/takeover/earlyInput.ts';
import { PageShell } from '../../src/prerender/PageShell.tsx';
import { SW } from '../support/meta.ts';
import { findStatusSaying, findsRole } from '../support/plays.ts';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';
import '../../src/features/payment/payment.css';

const files = import.meta.glob<unknown>('../../schemas/cms/*/form-prepaid-recharge.json', {
  eager: true,
  import: 'default',
});
function prepaid(language: 'en' | 'sw'): FormPackage {
  const parsed = parseFormPackage(
    files[`../../schemas/cms/${language}/form-prepaid-recharge.json`],
  );
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.pkg;
}

/**
 * A form page as its HTML draws it before the app's code (issue 28, FIRST-1 and FIRST-3): the
 * real fields in a `method="dialog"` form, the button pressable, and the still-loading line a
 * press shows (the entry's recorder, src/forms/takeover/earlyInput.ts, writes it).
 */
function FormBeforeCode({ language }: { language: 'en' | 'sw' }) {
  useEffect(() => watchPrerenderedForms(), []);
  return (
    <StaticShellContext value={true}>
      <SchemaForm
        pkg={prepaid(language)}
        onSubmit={() => undefined}
        submitLabel={language === 'sw' ? 'Lipa' : 'Pay'}
      />
    </StaticShellContext>
  );
}

const meta = {
  title: 'App/Before the code',
  component: FormBeforeCode,
  args: { language: 'en' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormBeforeCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormFields: Story = {
  play: findsRole('textbox', { name: /Mobile Number/ }),
};
export const FormFieldsSwahili: Story = { args: { language: 'sw' }, globals: SW };

/** The button pressed before the app is there: the page says so and keeps what was typed. */
export const PressedBeforeCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile Number/ }), '712000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(await findStatusSaying(canvasElement, /^Still loading/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobile Number/ })).toHaveValue('712000001');
  },
};
export const PressedBeforeCodeSwahili: Story = {
  args: { language: 'sw' },
  globals: SW,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lipa' }));
    await expect(await findStatusSaying(canvasElement, /^Bado inapakia/)).toBeVisible();
  },
};

/** /payment/start before its code (FIRST-5): heading, summary and method list placeholders. */
export const PaymentFrame: Story = {
  render: () => <PageShell content={PAYMENT_CONTENT} />,
  play: findsRole('heading', { level: 1, name: 'Payment' }),
};
export const PaymentFrameSwahili: Story = {
  render: () => <PageShell content={PAYMENT_CONTENT} />,
  globals: SW,
};
