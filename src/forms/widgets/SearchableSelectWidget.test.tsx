import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SchemaForm } from '../SchemaForm.tsx';
import { fieldListToPackage } from '../fieldListAdapter.ts';
import { labelledSelect } from '../testing/fieldLists.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import enFieldList from '../../../schemas/cms/en/get-form-schema.json' with { type: 'json' };
import { HBB_TOWNS } from '../../testing/hbbTowns.ts';

const { pkg } = fieldListToPackage(enFieldList);
const townButton = () => screen.getByRole('button', { name: /^Town/ });

describe('searchable select', () => {
  // UI-8
  it('opens and closes on click', async () => {
    const { user } = renderWithI18n(<SchemaForm pkg={pkg} onSubmit={() => undefined} />);
    expect(townButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(townButton());
    expect(townButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await user.click(townButton());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  // UI-8
  it('closes on an outside click and on Escape', async () => {
    const { user } = renderWithI18n(<SchemaForm pkg={pkg} onSubmit={() => undefined} />);
    await user.click(townButton());
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(townButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(townButton()).toHaveFocus();
  });

  // UI-9
  it("filters case-insensitively on the value and says 'No match'", async () => {
    const { user } = renderWithI18n(<SchemaForm pkg={pkg} onSubmit={() => undefined} />);
    await user.click(townButton());
    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.type(search, 'DAR');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dar es Salaam']);
    await user.clear(search);
    await user.type(search, 'a');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(HBB_TOWNS);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No match');
  });

  // UI-8
  it('selects, closes, and clears the search', async () => {
    const { user } = renderWithI18n(<SchemaForm pkg={pkg} onSubmit={() => undefined} />);
    await user.click(townButton());
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'mwa');
    await user.click(screen.getByRole('option', { name: 'Mwanza' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(townButton()).toHaveAccessibleName('Town Mwanza');
    await user.click(townButton());
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    expect(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Mwanza' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses with the arrow keys and Enter', async () => {
    const { user } = renderWithI18n(<SchemaForm pkg={pkg} onSubmit={() => undefined} />);
    await user.click(townButton());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(townButton()).toHaveAccessibleName('Town Dodoma');
  });

  // UI-8
  it('resets when the clear signal changes', async () => {
    const { user, i18n, rerender } = renderWithI18n(
      <SchemaForm pkg={pkg} formContext={{ clearSignal: 1 }} onSubmit={() => undefined} />,
    );
    await user.click(townButton());
    await user.click(screen.getByRole('option', { name: 'Arusha' }));
    expect(townButton()).toHaveAccessibleName('Town Arusha');
    rerender(
      <I18nextProvider i18n={i18n}>
        <SchemaForm pkg={pkg} formContext={{ clearSignal: 2 }} onSubmit={() => undefined} />
      </I18nextProvider>,
    );
    expect(townButton()).toHaveAccessibleName('Town Select your town');
  });

  it('filters on the shown label when options have labels, and chooses the value', async () => {
    const labelled = fieldListToPackage({
      fields: [
        labelledSelect('subject', 'Subject', [
          ['GENERAL', 'General enquiry'],
          ['BILL', 'Postpaid or fixed-internet bill'],
        ]),
      ],
    }).pkg;
    const submitted: unknown[] = [];
    const { user } = renderWithI18n(
      <SchemaForm pkg={labelled} onSubmit={(data) => submitted.push(data)} />,
    );
    await user.click(screen.getByRole('button', { name: /^Subject/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'postpaid');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Postpaid or fixed-internet bill',
    ]);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Subject/ })).toHaveTextContent(
      'Postpaid or fixed-internet bill',
    );
    await user.click(screen.getByRole('button', { name: /Submit|Proceed|Send/ }));
    expect(submitted).toEqual([{ subject: 'BILL' }]);
  });
});
