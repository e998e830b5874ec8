import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LiveAnnouncer } from '../ui/announcer/LiveAnnouncer.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import { renderWithI18n } from './testing/renderWithI18n.tsx';
import { PREPAID_BOUNDS, renderPrepaidForm } from './testing/prepaidForm.tsx';
import { repoPackage } from './testing/packages.ts';

const bounds = PREPAID_BOUNDS;

/** What the page's polite region has said, in order. */
const said = () =>
  Array.from(screen.getByRole('status', { name: 'Announcements' }).children).map(
    (line) => line.textContent,
  );

describe('SchemaForm submit button (A11Y-2: a control that cannot act yet)', () => {
  it('says aria-disabled, not disabled, while the form is invalid, and stays in the tab order', async () => {
    const { user } = renderPrepaidForm();
    const button = screen.getByRole('button', { name: 'Recharge' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toBeUnavailable();
    // Number, amount, then the button: Tab reaches it.
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Mobile Number/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveFocus();
    await user.tab();
    expect(button).toHaveFocus();
  });

  it('a press while invalid sends nothing, shows what is wrong and puts focus on the first field to fix', async () => {
    const onSubmit = vi.fn();
    const { user } = renderPrepaidForm({ onSubmit });
    const number = screen.getByRole('textbox', { name: /Mobile Number/ });
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Minimum amount should be TZS 500')).toBeInTheDocument();
    // The number comes first in the form, so the person lands there.
    await waitFor(() => expect(number).toHaveFocus());
  });

  it('with submitDisabled and waitingFor, a valid press says what it waits for and sends once the wait is over', async () => {
    const onSubmit = vi.fn();
    /** A screen whose own check (the line check) answers when told to. */
    function Screen() {
      const [checking, setChecking] = useState(true);
      return (
        <>
          <SchemaForm
            pkg={repoPackage('en', 'form-prepaid-recharge')}
            liveBounds={bounds}
            submitDisabled={checking}
            waitingFor={checking ? 'Checking number…' : undefined}
            onSubmit={onSubmit}
            submitLabel="Pay"
          />
          <button type="button" onClick={() => setChecking(false)}>
            Line confirmed
          </button>
          <LiveAnnouncer />
        </>
      );
    }
    const { user } = renderWithI18n(<Screen />);
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '712000001');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000');
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeUnavailable();
    expect(pay).not.toHaveAttribute('disabled');

    await user.click(pay);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(said()).toEqual(['Checking number…']);
    await user.click(screen.getByRole('button', { name: 'Line confirmed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ msisdn: '712000001', amount: 1000 });
    expect(pay).toBeAvailable();
    // Said once, not again when it sent.
    expect(said()).toEqual(['Checking number…']);
  });

  it('a form that is disabled keeps its button aria-disabled and a press sends nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithI18n(
      <SchemaForm
        pkg={repoPackage('en', 'form-mobile-wallet')}
        formData={{ phone: '712000001' }}
        disabled
        onSubmit={onSubmit}
        submitLabel="Continue"
      />,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
