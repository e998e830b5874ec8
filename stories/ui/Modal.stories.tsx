import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { SW } from '../support/meta.ts';
import '../../src/styles/index.css';

/** Opens a modal from a button, so focus return can be seen. */
function ModalDemo({
  closable = true,
  title = 'Enter OTP',
}: {
  closable?: boolean;
  title?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal open={open} title={title} closable={closable} onClose={() => setOpen(false)}>
        <p>A 6-digit code was sent to +255 712 000 001.</p>
        <Button onClick={() => setOpen(false)}>Verify</Button>
      </Modal>
    </>
  );
}

const meta = { title: 'UI/Modal', component: ModalDemo } satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closable: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open modal' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Enter OTP' });
    await expect(document.body).toHaveClass('scroll-locked');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};
export const WithoutCloseControl: Story = { args: { closable: false } };
export const Swahili: Story = { args: { title: 'Weka OTP' }, globals: SW };
