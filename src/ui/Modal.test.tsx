import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal.tsx';

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open OTP
      </button>
      <Modal open={open} title="Enter OTP" closable={closable} onClose={() => setOpen(false)}>
        <label>
          OTP <input />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Verify
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  // UI-6
  it('traps focus inside while open and gives it back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open OTP' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Enter OTP' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('can open with focus on the dialog itself, for a dialog that focuses its own field later', async () => {
    render(
      <Modal open title="Enter OTP" initialFocus="dialog" onClose={() => undefined}>
        <p>Sending the code…</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });

  // UI-6
  it('blocks page scrolling while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.body).not.toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Open OTP' }));
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes on Escape when closable', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open OTP' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open OTP' })).toHaveFocus();
  });

  // UI-6
  it('has no close control and ignores Escape when not closable', async () => {
    const user = userEvent.setup();
    render(<Harness closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open OTP' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
  });
});
