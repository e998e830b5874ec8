import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { Button, type ButtonProps } from './Button.tsx';
import { LiveAnnouncer } from './announcer/LiveAnnouncer.tsx';

/** The button with the page's announcer beside it, as every page has (LayoutFrame). */
function renderButton(props: ButtonProps) {
  const i18n = createTestI18n();
  const page = (button: ButtonProps) => (
    <I18nextProvider i18n={i18n}>
      <input aria-label="Mobile Number" />
      <Button {...button} />
      <LiveAnnouncer />
    </I18nextProvider>
  );
  const user = userEvent.setup();
  const view = render(page(props));
  return { user, rerender: (next: ButtonProps) => view.rerender(page(next)) };
}

/** A Pay button that cannot act yet, with the reason it says. */
function renderDisabledPay() {
  const onClick = vi.fn();
  const { user } = renderButton({
    children: 'Pay',
    onClick,
    disabled: true,
    disabledReason: 'Enter a valid amount first',
  });
  return { user, onClick, pay: screen.getByRole('button', { name: 'Pay' }) };
}

/** What the polite region has said, in order. */
const said = () =>
  Array.from(screen.getByRole('status', { name: 'Announcements' }).children).map(
    (line) => line.textContent,
  );

describe('Button (A11Y-2: a control that cannot act yet)', () => {
  it('acts on a press when it can', async () => {
    const onClick = vi.fn();
    const { user } = renderButton({ children: 'Pay', onClick });
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeAvailable();
    expect(pay).not.toHaveAttribute('aria-disabled');
    await user.click(pay);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says aria-disabled, never disabled, and stays in the tab order', async () => {
    const { user, pay } = renderDisabledPay();
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).not.toHaveAttribute('disabled');
    expect(pay).toBeUnavailable();
    await user.click(screen.getByRole('textbox', { name: 'Mobile Number' }));
    await user.tab();
    expect(pay).toHaveFocus();
  });

  it('says why when pressed while disabled, and does not act', async () => {
    const { user, onClick, pay } = renderDisabledPay();
    await user.click(pay);
    expect(onClick).not.toHaveBeenCalled();
    expect(said()).toEqual(['Enter a valid amount first']);
    // By keyboard too, and each press is said again.
    pay.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(said()).toEqual(['Enter a valid amount first', 'Enter a valid amount first']);
    expect(pay).toHaveFocus();
  });

  it('ignores presses while busy, silently (a double click never sends twice)', async () => {
    const onClick = vi.fn();
    const { user } = renderButton({ children: 'Paying', onClick, busy: true });
    const paying = screen.getByRole('button', { name: 'Paying' });
    expect(paying).toHaveAttribute('aria-busy', 'true');
    expect(paying).toBeUnavailable();
    expect(paying).not.toHaveAttribute('disabled');
    await user.dblClick(paying);
    expect(onClick).not.toHaveBeenCalled();
    expect(said()).toEqual([]);
  });

  it('says what it waits for when pressed, then acts once when the wait is over', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderButton({
      children: 'Pay',
      onClick,
      waitingFor: 'Checking number…',
    });
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeUnavailable();
    await user.click(pay);
    expect(onClick).not.toHaveBeenCalled();
    expect(said()).toEqual(['Checking number…']);

    rerender({ children: 'Pay', onClick });
    expect(pay).toBeAvailable();
    expect(onClick).toHaveBeenCalledTimes(1);
    // The kept press is made once only.
    rerender({ children: 'Pay', onClick });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('drops the kept press and says why when the check ends in a refusal', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderButton({
      children: 'Pay',
      onClick,
      waitingFor: 'Checking number…',
      disabledReason: 'This number is not a prepaid line',
    });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(said()).toEqual(['Checking number…']);

    rerender({
      children: 'Pay',
      onClick,
      disabled: true,
      disabledReason: 'This number is not a prepaid line',
    });
    expect(onClick).not.toHaveBeenCalled();
    expect(said()).toEqual(['Checking number…', 'This number is not a prepaid line']);
    // Allowed later, it does not act on the press that was dropped.
    rerender({ children: 'Pay', onClick });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form once the wait is over, as the kept press would', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    function Form() {
      const [waiting, setWaiting] = useState(true);
      return (
        <>
          <form aria-label="Pay" onSubmit={onSubmit}>
            <Button type="submit" waitingFor={waiting ? 'Checking number…' : undefined}>
              Pay
            </Button>
          </form>
          <button type="button" onClick={() => setWaiting(false)}>
            Check done
          </button>
          <LiveAnnouncer />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <Form />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(said()).toEqual(['Checking number…']);
    await user.click(screen.getByRole('button', { name: 'Check done' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
