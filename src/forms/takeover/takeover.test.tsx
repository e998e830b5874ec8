/**
 * FIRST-2 to FIRST-4 in one document: a prerendered form (method="dialog", as the build draws it)
 * is typed into and pressed before the app; the live form then starts from what was typed, with
 * the focus and caret where they were, and acts on the press.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticShellContext } from '../../ui/staticShell.ts';
import type { FormPackage } from '../formPackage.ts';
import { SchemaForm } from '../SchemaForm.tsx';
import { createTestI18n } from '../testing/i18nForTests.ts';
import { repoPackage } from '../testing/packages.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { watchPrerenderedForms } from './earlyInput.ts';

/** The prerendered page of `pkg`, as the build draws it, in the document, recording input. */
function prerender(pkg: FormPackage): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <I18nextProvider i18n={createTestI18n('en')}>
      <StaticShellContext value={true}>
        <SchemaForm pkg={pkg} onSubmit={() => undefined} submitLabel="Send" />
      </StaticShellContext>
    </I18nextProvider>,
  );
  document.body.append(page);
  watchPrerenderedForms();
  return page;
}

/** Types `text` into a prerendered field as a browser does: value, then an input event. */
function typeInto(id: string, text: string): HTMLInputElement {
  const field = document.getElementById(id) as HTMLInputElement;
  field.focus();
  field.value = text;
  if (field.type !== 'email') field.setSelectionRange(2, 2); // e-mail fields have no caret API
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return field;
}

afterEach(() => document.body.replaceChildren());

describe('the live form taking over from its prerendered twin', () => {
  it('starts from what was typed, with the focus and caret where they were (FIRST-2)', async () => {
    const pkg = repoPackage('en', 'form-prepaid-recharge');
    const page = prerender(pkg);
    expect(page.querySelector('form')?.getAttribute('method')).toBe('dialog');
    typeInto('root_msisdn', '71200');
    page.remove(); // the app's first commit replaces the prerendered markup
    const onChange = vi.fn();
    renderWithI18n(<SchemaForm pkg={pkg} onChange={onChange} onSubmit={() => undefined} />);
    const number = screen.getByRole('textbox', { name: /Mobile Number/ });
    expect(number).toHaveValue('71200');
    // The screen hears it as typing: its checks run on it.
    expect(onChange).toHaveBeenCalledWith({ msisdn: '71200' });
    await waitFor(() => expect(number).toHaveFocus());
    expect([
      (number as HTMLInputElement).selectionStart,
      (number as HTMLInputElement).selectionEnd,
    ]).toEqual([2, 2]);
  });

  it('keeps the fields a newer package still has and drops the others (FIRST-4)', () => {
    const built = repoPackage('en', 'form-fixed-internet');
    const page = prerender(built);
    typeInto('root_accountNo', 'PE0000000001');
    typeInto('root_email', 'amina@example.co.tz');
    page.remove();
    // An editor published a package without the e-mail field since the build.
    const { email: _email, ...properties } = built.schema.properties ?? {};
    const newer: FormPackage = {
      ...built,
      schema: { ...built.schema, properties, required: ['accountNo'] },
    };
    renderWithI18n(<SchemaForm pkg={newer} onSubmit={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /Account Number/ })).toHaveValue('PE0000000001');
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
  });

  it('a press before the app says it is still loading, and is acted on once the app is there (FIRST-3)', async () => {
    const pkg = repoPackage('en', 'form-fixed-internet');
    const page = prerender(pkg);
    typeInto('root_accountNo', 'PE0000000001');
    typeInto('root_email', 'billing@example.co.tz');
    const form = page.querySelector('form') as HTMLFormElement;
    act(() => form.requestSubmit());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Still loading. What you entered is kept and goes on as soon as the page is ready.',
    );
    page.remove();
    const onSubmit = vi.fn();
    renderWithI18n(<SchemaForm pkg={pkg} onSubmit={onSubmit} submitLabel="SHOW BILLS" />);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        accountNo: 'PE0000000001',
        email: 'billing@example.co.tz',
      }),
    );
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
