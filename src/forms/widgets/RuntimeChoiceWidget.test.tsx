import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

/** The card form package of `language` with the two gateways passed at run time. */
const renderCardForm = (language: 'en' | 'sw' = 'en', onSubmit = vi.fn()) =>
  renderWithI18n(
    <SchemaForm
      pkg={repoPackage(language, 'form-card-email')}
      formContext={gateways}
      submitLabel="Continue"
      onSubmit={onSubmit}
    />,
    language,
  );

describe('run-time choice (the card gateways of form-card-email)', () => {
  it('shows the options of formContext under the title of the package, the first chosen', async () => {
    renderCardForm();
    const group = screen.getByRole('group', { name: 'Choose a payment gateway' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Paystack', 'Selcom']);
    const first = within(group).getByRole('radio', { name: 'Paystack' });
    // Chosen through RJSF's change, a moment after the first render.
    await waitFor(() => expect(first).toBeChecked());
  });

  it('submits the chosen option with the other fields', async () => {
    const onSubmit = vi.fn();
    const { user } = renderCardForm('en', onSubmit);
    await user.click(screen.getByRole('radio', { name: 'Selcom' }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'payer@example.co.tz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ gateway: 'Selcom', email: 'payer@example.co.tz' });
  });

  it('takes its title from the Swahili package', () => {
    renderCardForm('sw');
    expect(screen.getByRole('group', { name: 'Chagua njia ya kulipia kadi' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderCardForm();
    // jsdom has no layout, so contrast is left to the story check in a real browser.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
