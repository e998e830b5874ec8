import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SchemaForm } from '../SchemaForm.tsx';
import { fieldListToPackage } from '../fieldListAdapter.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';

const list = (label: string) => ({
  fields: [{ name: 'consent', label, type: 'checkbox', required: true, rank: 1 }],
  actions: [{ type: 'submit', label: 'Proceed', rank: 1 }],
});

describe('checkbox with a markup label', () => {
  // FORM-8
  it('renders the link of the label and drops anything dangerous', async () => {
    const { pkg } = fieldListToPackage(
      list(
        'I agree to the <a href="/terms">terms</a><img src=x onerror="alert(1)"><script>alert(2)</script>',
      ),
    );
    const { container } = renderWithI18n(<SchemaForm pkg={pkg} onSubmit={() => undefined} />);
    // The sanitiser arrives lazily (speed issue): the link shows once it is in.
    expect(await screen.findByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('checkbox', { name: /I agree to the terms/ })).not.toBeChecked();
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(screen.queryByText(/<a href/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleName('I agree to the terms');
  });

  // FORM-1
  it('keeps submit disabled until a required checkbox is ticked, and never says it is required', async () => {
    const { pkg } = fieldListToPackage(list('I agree'));
    const { user } = renderWithI18n(
      <SchemaForm pkg={pkg} onSubmit={() => undefined} submitLabel="Proceed" />,
    );
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeUnavailable();
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeAvailable();
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeUnavailable();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });
});
