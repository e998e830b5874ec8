/**
 * Pins the structured editor as a person uses it (FieldsTab, FieldList's cards, AddFieldForm, WordsTable,
 * ConditionPicker, CheckList), found by role and label only: adding a field, a Swahili label that
 * changes the Swahili package only, moving a field, showing it for one answer, and the check that
 * names a missing Swahili label in the editor's language.
 * Requirements: EDIT-1 (EN/SW words side by side), EDIT-2 (add/move/condition), EDIT-3 (missing
 * words are listed by the check).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addField, type Pair } from '../../../sandbox/editor/model/edit.ts';
import { EditorHarness, shippedRecharge } from './EditorHarness.tsx';

const recharge = shippedRecharge();
const titleOf = (pair: Pair, lang: 'en' | 'sw', name: string) =>
  (pair[lang].schema.properties as Record<string, { title?: string }>)[name]?.title;

function setup(initial: Pair = recharge, uiLang: 'en' | 'sw' = 'en') {
  const seen: { pair: Pair } = { pair: initial };
  const user = userEvent.setup();
  render(<EditorHarness initial={initial} uiLang={uiLang} onPair={(p) => (seen.pair = p)} />);
  return { user, seen };
}

describe('the fields of the form (EDIT-1, EDIT-2)', () => {
  it('shows each field with its words in English and Swahili side by side', () => {
    setup();
    const amount = screen.getByRole('region', { name: 'Amount (TZS) (Amount (TZS))' });
    expect(within(amount).getByRole('textbox', { name: 'Label in English' })).toHaveValue(
      'Amount (TZS)',
    );
    expect(within(amount).getByRole('textbox', { name: 'Label in Swahili' })).toHaveValue(
      'Kiasi (TZS)',
    );
    expect(screen.getByRole('heading', { name: 'Mobile Number (Mobile number)' })).toBeVisible();
  });

  it('adds a field from the "Add a field to the form" form', async () => {
    const { user, seen } = setup();
    const form = screen.getByRole('form', { name: 'Add a field to the form' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Kind of field' }),
      'E-mail',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Label in English' }), 'Your e-mail');
    await user.type(within(form).getByRole('textbox', { name: 'Label in Swahili' }), 'Barua pepe');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    expect(screen.getByRole('heading', { name: 'Your e-mail (E-mail)' })).toBeVisible();
    expect(titleOf(seen.pair, 'en', 'yourEMail')).toBe('Your e-mail');
    expect(titleOf(seen.pair, 'sw', 'yourEMail')).toBe('Barua pepe');
    expect(within(form).getByRole('textbox', { name: 'Label in English' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Check' })).toBeNull();
  });

  it('changes only the Swahili package when the Swahili label is typed', async () => {
    const { user, seen } = setup();
    const amount = screen.getByRole('region', { name: 'Amount (TZS) (Amount (TZS))' });
    const sw = within(amount).getByRole('textbox', { name: 'Label in Swahili' });
    await user.clear(sw);
    await user.type(sw, 'Kiasi cha pesa');
    expect(sw).toHaveValue('Kiasi cha pesa');
    expect(titleOf(seen.pair, 'sw', 'amount')).toBe('Kiasi cha pesa');
    expect(seen.pair.en).toEqual(recharge.en);
  });

  it('moves Amount (TZS) up above Mobile Number', async () => {
    const { user, seen } = setup();
    await user.click(screen.getByRole('button', { name: 'Move Amount (TZS) up' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Amount (TZS) (Amount (TZS))',
      'Mobile Number (Mobile number)',
      'Add a field to the form',
    ]);
    expect(screen.getByRole('button', { name: 'Move Amount (TZS) up' })).toBeUnavailable();
    expect(seen.pair.sw.uiSchema['ui:order']).toEqual(['amount', 'msisdn']);
  });

  it('shows a field only for one answer of a yes/no field', async () => {
    const start = addField(recharge, [], 'yesno', { en: 'Has account', sw: 'Ana akaunti' }).pair;
    const { user } = setup(start);
    const amount = screen.getByRole('region', { name: 'Amount (TZS) (Amount (TZS))' });
    await user.selectOptions(
      within(amount).getByRole('combobox', { name: 'Show this field' }),
      'Only when Has account is Yes',
    );
    expect(
      within(screen.getByRole('region', { name: 'Amount (TZS) (Amount (TZS))' })).getByText(
        'Shown only when Has account is Yes.',
      ),
    ).toBeVisible();
  });
});

describe('a consent link (EDIT-1)', () => {
  it('keeps the link when its Swahili words are cleared and retyped', async () => {
    const start = addField(recharge, [], 'consent', { en: 'I accept the', sw: 'Ninakubali' }).pair;
    const { user, seen } = setup(start);
    const consent = screen.getByRole('region', { name: 'I accept the (Consent with a link)' });
    const sw = within(consent).getByRole('textbox', { name: 'Link words in Swahili' });
    await user.clear(sw);
    await user.type(sw, 'masharti');
    expect(sw).toHaveValue('masharti');
    expect(within(consent).getByRole('textbox', { name: 'Link address' })).toHaveValue(
      '/about#terms',
    );
    expect(titleOf(seen.pair, 'sw', 'iAcceptThe')).toBe(
      'Ninakubali <a href="/about#terms" target="_blank" rel="noopener">masharti</a>',
    );
  });
});

describe('the check (EDIT-3)', () => {
  it('lists a Swahili label left empty when a field is added in English only', async () => {
    const { user } = setup();
    const form = screen.getByRole('form', { name: 'Add a field to the form' });
    await user.type(within(form).getByRole('textbox', { name: 'Label in English' }), 'Note');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    const check = screen.getByRole('list', { name: 'Check' });
    const items = within(check).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Swahili label of Note is empty.');
    expect(within(items[0]!).getByRole('button', { name: 'Go to Note' })).toBeVisible();
  });

  it('says it in Swahili when the editor is in Swahili', () => {
    const start = addField(recharge, [], 'text', { en: 'Note', sw: '' }).pair;
    setup(start, 'sw');
    const check = screen.getByRole('list', { name: 'Ukaguzi' });
    expect(within(check).getByRole('listitem')).toHaveTextContent(
      'Lebo ya Kiswahili ya Note iko tupu.',
    );
    expect(screen.getByRole('heading', { name: 'Note (Maandishi)' })).toBeVisible();
  });
});
