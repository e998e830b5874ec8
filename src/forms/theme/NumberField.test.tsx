/**
 * The engine's number field (speed issue, item 7): it behaves as RJSF's, but does not look the
 * locale up while the form first renders.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SchemaForm } from '../SchemaForm.tsx';
import { parseFormPackage } from '../formPackage.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { repoPackage } from '../testing/packages.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const decimalForm = () => {
  const parsed = parseFormPackage({
    id: 'decimal',
    version: 1,
    schema: {
      type: 'object',
      required: ['litres'],
      properties: { litres: { type: 'number', title: 'Litres' } },
    },
    uiSchema: { litres: { 'ui:widget': 'text' } },
    messages: {},
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.pkg;
};

describe('number field', () => {
  it('keeps a typed "12.50" on screen while the form holds 12.5', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithI18n(
      <SchemaForm pkg={decimalForm()} onSubmit={onSubmit} submitLabel="Save" />,
    );
    await user.type(screen.getByLabelText(/Litres/), '12.50');
    expect(screen.getByLabelText(/Litres/)).toHaveValue('12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ litres: 12.5 });
  });

  it("does not build a locale number format for the visitor's languages on the first render", () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    renderWithI18n(
      <SchemaForm pkg={repoPackage('en', 'form-prepaid-recharge')} onSubmit={() => undefined} />,
    );
    expect(screen.getByLabelText(/Amount/)).toBeInTheDocument();
    const byVisitorLanguages = numberFormat.mock.calls.filter(
      ([locales]) => locales === navigator.languages,
    );
    expect(byVisitorLanguages).toHaveLength(0);
  });
});
