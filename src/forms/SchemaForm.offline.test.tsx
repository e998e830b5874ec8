import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetOnlineState } from '../offline/onlineState.ts';
import { renderPrepaidForm } from './testing/prepaidForm.tsx';

const refusal =
  'You are offline, so nothing was sent. What you typed is kept: press the button again when you are back online.';

describe('SchemaForm offline (OFF-6)', () => {
  afterEach(() => resetOnlineState());

  it('refuses to send while offline, keeps what was typed, and sends once back online', async () => {
    const onSubmit = vi.fn();
    const { user } = renderPrepaidForm({
      onSubmit,
      // The page's own rule (a line not checked yet) would keep it disabled online.
      submitDisabled: false,
      submitLabel: 'Pay',
    });
    act(() => window.dispatchEvent(new Event('offline')));
    await user.type(screen.getByLabelText(/Mobile Number/), '712000001');
    await user.type(screen.getByLabelText(/Amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('712000001');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('1000');

    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled(); // nothing was queued
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ msisdn: '712000001', amount: 1000 });

    // A later offline spell says nothing until the button is pressed again.
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline, a button the page keeps disabled can still be pressed, to say why nothing is sent', async () => {
    const onSubmit = vi.fn();
    const { user } = renderPrepaidForm({
      onSubmit,
      submitDisabled: true,
      submitLabel: 'Pay',
      liveBounds: undefined,
    });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeUnavailable();
    act(() => window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
