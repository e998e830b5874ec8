import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';
import { useToast, type ToastType } from '../../src/ui/toastContext.ts';
import { SW } from '../support/meta.ts';
import '../../src/styles/index.css';

/** A button that raises a toast through the preview's ToastProvider. */
function ToastDemo({ type, durationMs }: { type: ToastType; durationMs?: number }) {
  const toast = useToast();
  const { t } = useTranslation('orp-translation');
  const message =
    type === 'error' ? t('errors.generic', 'Something Went Wrong!') : t('toast.success', 'Success');
  return (
    <Button onClick={() => toast.show({ type, message, ...(durationMs ? { durationMs } : {}) })}>
      Show {type} toast
    </Button>
  );
}

const meta = { title: 'UI/Toast', component: ToastDemo, args: { type: 'error' } } satisfies Meta<
  typeof ToastDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error toast' }));
    const alert = await within(document.body).findByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('Something Went Wrong!');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close notification' }));
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};
export const Success: Story = { args: { type: 'success' } };
export const PaymentScreenDuration: Story = { args: { type: 'error', durationMs: 10_000 } };
export const ErrorSwahili: Story = { globals: SW };
