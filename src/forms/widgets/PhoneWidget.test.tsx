import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPackageForm } from '../testing/renderPackageForm.tsx';

describe('phone widget', () => {
  // REC-2
  it('shows +255, keeps digits only and at most 9 of them', async () => {
    const onChange = vi.fn();
    const { user } = renderPackageForm('form-mobile-wallet', { onChange });
    const input = screen.getByRole('textbox', { name: /Mobile Number/ });
    expect(screen.getByText('+255')).toBeVisible();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAccessibleDescription(/\+255/);
    await user.type(input, 'a7-12 000 0019999');
    expect(input).toHaveValue('712000001');
    expect(onChange).toHaveBeenLastCalledWith({ phone: '712000001' });
  });

  it('takes a number pasted with +255 or a leading 0 from the contacts app', async () => {
    const { user } = renderPackageForm('form-mobile-wallet');
    const input = screen.getByRole('textbox', { name: /Mobile Number/ });
    await user.click(input);
    await user.paste('+255 712 000 004');
    expect(input).toHaveValue('712000004');
    await user.clear(input);
    await user.paste('0713000001');
    expect(input).toHaveValue('713000001');
  });

  it('shows the required message after the field is left empty', async () => {
    const { user } = renderPackageForm('form-mobile-wallet');
    const input = screen.getByRole('textbox', { name: /Mobile Number/ });
    expect(screen.queryByText('Phone No is required')).not.toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Phone No is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Phone No is required/);
  });
});

describe('amount widget', () => {
  it('keeps digits only and stores a number', async () => {
    const onChange = vi.fn();
    const { user } = renderPackageForm('form-prepaid-recharge', { onChange });
    const input = screen.getByRole('textbox', { name: /Amount/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1,0.0a0');
    expect(input).toHaveValue('1000');
    expect(onChange).toHaveBeenLastCalledWith({ amount: 1000 });
  });
});
