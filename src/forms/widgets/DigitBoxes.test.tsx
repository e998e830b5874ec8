import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPackageForm } from '../testing/renderPackageForm.tsx';

const box = (n: number, count = 6) => screen.getByLabelText(`Digit ${n} of ${count}`);

describe('OTP boxes', () => {
  // OTP-1
  it('has 6 one-time-code boxes in a labelled group', () => {
    renderPackageForm('form-otp');
    expect(screen.getByRole('group', { name: /One-time code/ })).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n)).toHaveAttribute('autocomplete', 'one-time-code');
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
  });

  // OTP-1
  it('fills in turn and submits on the last digit', async () => {
    const onSubmit = vi.fn();
    const { user } = renderPackageForm('form-otp', { onSubmit });
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('x3456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe(
      '123456',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ otp: '123456' });
  });

  it('goes back with Backspace from an empty box', async () => {
    const { user } = renderPackageForm('form-otp');
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    expect(box(2)).toHaveValue('2');
  });

  it('fills all boxes from a pasted code and submits', async () => {
    const onSubmit = vi.fn();
    const { user } = renderPackageForm('form-otp', { onSubmit });
    await user.click(box(1));
    await user.paste('65 43 21');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(onSubmit).toHaveBeenCalledWith({ otp: '654321' });
  });

  it('shows a server message such as a wrong code at once', () => {
    renderPackageForm('form-otp', { extraErrors: { otp: 'Please enter correct OTP' } });
    expect(screen.getByText('Please enter correct OTP')).toBeInTheDocument();
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('PIN boxes', () => {
  // PIN-1
  it('are 4 masked numeric boxes that do not submit by themselves', async () => {
    const onSubmit = vi.fn();
    const { user } = renderPackageForm('form-pin', { onSubmit, submitLabel: 'Pay' });
    for (let n = 1; n <= 4; n += 1) {
      expect(box(n, 4)).toHaveAttribute('type', 'password');
      expect(box(n, 4)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(screen.getByRole('button', { name: 'Pay' })).toBeUnavailable();
    await user.click(box(1, 4));
    await user.keyboard('4321');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledWith({ pin: '4321' });
  });
});
