import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider.tsx';
import {
  PAYMENT_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  useToast,
  type ToastOptions,
} from './toastContext.ts';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Show
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function showToast(options: ToastOptions, defaultDurationMs?: number) {
  render(
    <ToastProvider {...(defaultDurationMs === undefined ? {} : { defaultDurationMs })}>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
}

describe('Toast', () => {
  // UI-4, UI-5
  it('shows an error with its type heading and message, and leaves after 3000 ms', () => {
    showToast({ type: 'error', message: 'Invalid Mobile No' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Invalid Mobile No');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // UI-5
  it('stays 10000 ms on payment screens (provider default)', () => {
    showToast({ type: 'success', message: 'Payment started' }, PAYMENT_TOAST_DURATION_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Success');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Payment started');
    act(() => vi.advanceTimersByTime(PAYMENT_TOAST_DURATION_MS - TOAST_DURATION_MS));
    expect(screen.queryByText('Payment started')).not.toBeInTheDocument();
  });

  it('lets one toast name its own duration', () => {
    showToast({ type: 'error', message: 'Slow', durationMs: 5000 });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // UI-4
  it('closes at once with the close cross', () => {
    showToast({ type: 'error', message: 'Something Went Wrong!' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
