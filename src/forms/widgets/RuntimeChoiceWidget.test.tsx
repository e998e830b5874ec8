import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { SchemaForm } from '../SchemaForm.tsx';
import { withRuntimeOptions } from '../runtimeOptions.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { repoPackage } from '../testing/packages.ts';

const gateways = withRuntimeOptions({
  gateways: [
    { value: 'Paystack', label: 'Paystack' },
    { value: 'Selcom', label: 'Selcom' },
  ],
});

describe('run-time choice (the card gateways of form-card-email)', () => {
  it('shows the options of formContext under the title of the package, the first chosen', async () => {
    renderWithI18n(
      <SchemaForm
        pkg={repoPackage('en', 'form-card-email')}
        formContext={gateways}
        onSubmit={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Choose a payment gateway' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Paystack', 'Selcom']);
    expect(await within(group).findByRole('radio', { name: 'Paystack' })).toBeChecked();
  });

  it('submits the chosen option with the other fields', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithI18n(
      <SchemaForm
        pkg={repoPackage('en', 'form-card-email')}
        formContext={gateways}
        submitLabel="Continue"
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Selcom' }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'payer@example.co.tz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ gateway: 'Selcom', email: 'payer@example.co.tz' });
  });

  it('takes its title from the Swahili package', () => {
    renderWithI18n(
      <SchemaForm
        pkg={repoPackage('sw', 'form-card-email')}
        formContext={gateways}
        onSubmit={() => undefined}
      />,
      'sw',
    );
    expect(screen.getByRole('group', { name: 'Chagua njia ya kulipia kadi' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(
      <SchemaForm
        pkg={repoPackage('en', 'form-card-email')}
        formContext={gateways}
        onSubmit={() => undefined}
      />,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
