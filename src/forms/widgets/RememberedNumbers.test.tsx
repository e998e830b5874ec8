import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { readRemembered, rememberNumber } from '../../session/rememberedNumbers.ts';
import { renderPackageForm } from '../testing/renderPackageForm.tsx';

afterEach(() => localStorage.clear());

/** The recharge number field: a combobox once it offers remembered numbers (input with a list). */
const numberField = (role: 'textbox' | 'combobox') =>
  screen.getByRole(role, { name: /Mobile Number/ });

describe('the phone field offers remembered numbers (REM-5)', () => {
  it('offers nothing, and no manager, when nothing is remembered', () => {
    renderPackageForm('form-prepaid-recharge');
    expect(numberField('textbox')).not.toHaveAttribute('list');
    expect(screen.queryByRole('button', { name: 'Remembered numbers' })).not.toBeInTheDocument();
  });

  it('offers each remembered number, newest first, as a suggestion of the input', () => {
    rememberNumber('712000001', 'Mum');
    rememberNumber('713000002');
    renderPackageForm('form-prepaid-recharge');
    const input = numberField('combobox');
    const list = document.getElementById(input.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    const options = Array.from(list?.querySelectorAll('option') ?? []);
    expect(options.map((o) => o.value)).toEqual(['713000002', '712000001']);
    expect(options[1]).toHaveAttribute('label', 'Mum · +255 712000001');
  });

  it('a number remembered while the form is open is offered at once', () => {
    renderPackageForm('form-prepaid-recharge');
    act(() => void rememberNumber('712000001'));
    expect(numberField('combobox')).toHaveAttribute('list');
  });

  it('Use in the dialog fills the field and gives it focus', async () => {
    rememberNumber('712000001');
    const onChange = vi.fn();
    const { user } = renderPackageForm('form-prepaid-recharge', { onChange });
    await user.click(screen.getByRole('button', { name: 'Remembered numbers' }));
    const dialog = screen.getByRole('dialog', { name: 'Remembered numbers' });
    expect(within(dialog).getByText('These numbers are kept on this phone only.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Use +255 712000001' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(numberField('combobox')).toHaveValue('712000001');
    expect(numberField('combobox')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ msisdn: '712000001' }));
  });

  it('REM-6: forgets one number, then all; the dialog says none are left', async () => {
    rememberNumber('712000001');
    rememberNumber('713000002', 'Shop');
    const { user } = renderPackageForm('form-prepaid-recharge');
    await user.click(screen.getByRole('button', { name: 'Remembered numbers' }));
    const dialog = screen.getByRole('dialog', { name: 'Remembered numbers' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Forget +255 712000001' }));
    expect(within(dialog).getByRole('button', { name: 'Forget all' })).toHaveFocus();
    expect(within(dialog).queryByText('+255 712000001')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Shop · +255 713000002')).toBeVisible();
    expect(readRemembered()).toEqual([{ number: '713000002', label: 'Shop' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Forget all' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No numbers are remembered on this phone.',
    );
    expect(readRemembered()).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Remembered numbers' })).not.toBeInTheDocument();
    expect(numberField('textbox')).not.toHaveAttribute('list');
    expect(numberField('textbox')).toHaveFocus();
  });
});
