import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { compiledFor, compiledSchemaCount } from './validatorCache.ts';
import { Button } from '../ui/Button.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import { parseFormPackage } from './formPackage.ts';
import { renderWithI18n } from './testing/renderWithI18n.tsx';
import { PREPAID_BOUNDS, renderPrepaidForm } from './testing/prepaidForm.tsx';
import { repoPackage } from './testing/packages.ts';

const bounds = PREPAID_BOUNDS;

describe('SchemaForm with the prepaid package', () => {
  // REC-6
  it('shows the minimum amount and keeps the button disabled, then submits a valid amount', async () => {
    const onSubmit = vi.fn();
    const { user } = renderPrepaidForm({ onSubmit });
    const button = screen.getByRole('button', { name: 'Recharge' });
    expect(button).toBeUnavailable();
    await user.type(screen.getByLabelText(/Mobile Number/), '712000001');
    await user.type(screen.getByLabelText(/Amount/), '400');
    expect(screen.getByText('Minimum amount should be TZS 500')).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeUnavailable();
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '1000');
    expect(screen.queryByText(/Minimum amount/)).not.toBeInTheDocument();
    expect(button).toBeAvailable();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith({ msisdn: '712000001', amount: 1000 });
  });
});

describe('the submit button', () => {
  it("is the portal's primary button, the same as a primary action outside a form", () => {
    renderWithI18n(
      <>
        <SchemaForm
          pkg={repoPackage('en', 'form-card-email')}
          onSubmit={() => {}}
          submitLabel="Continue"
        />
        <Button>Pay TZS 45,501</Button>
      </>,
    );
    const inForm = screen.getByRole('button', { name: 'Continue' });
    const outside = screen.getByRole('button', { name: 'Pay TZS 45,501' });
    expect(inForm).toHaveClass('btn', 'btn--primary');
    expect(outside).toHaveClass('btn', 'btn--primary');
    expect(inForm).toHaveAttribute('type', 'submit');
  });

  it('is left out with hideSubmit, for a form whose field acts on its own', () => {
    renderWithI18n(
      <SchemaForm pkg={repoPackage('en', 'form-card-email')} onSubmit={() => {}} hideSubmit />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a malformed package', () => {
  it('shows a clear message instead of a blank form', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithI18n(
      <SchemaForm pkg={parseFormPackage({ id: 'x', schema: [] })} onSubmit={() => undefined} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This form could not be loaded. Please try again later.',
    );
    spy.mockRestore();
  });
});

describe('submit rules', () => {
  // FORM-1
  it('is disabled while a required field is empty, and while any field has an error', async () => {
    const { user } = renderWithI18n(
      <SchemaForm
        pkg={repoPackage('en', 'form-airtime')}
        onSubmit={() => undefined}
        submitLabel="Continue"
      />,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '712000001');
    expect(button).toBeUnavailable();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jane@');
    expect(screen.getByText('Please enter valid email')).toBeInTheDocument();
    expect(button).toBeUnavailable();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'twiga.co.tz');
    expect(button).toBeAvailable();
  });

  it('blocks submit and shows a server-side message such as the failed line check', () => {
    renderPrepaidForm({
      formData: { msisdn: '719999999', amount: 1000 },
      extraErrors: { msisdn: 'Invalid Mobile No' },
      liveBounds: undefined,
    });
    expect(screen.getByText('Invalid Mobile No')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mobile Number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Recharge' })).toBeUnavailable();
  });

  it('is disabled when the form is disabled', () => {
    renderWithI18n(
      <SchemaForm
        pkg={repoPackage('en', 'form-mobile-wallet')}
        formData={{ phone: '712000001' }}
        disabled
        onSubmit={() => undefined}
        submitLabel="Continue"
      />,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();
  });

  it('shows no error before a field is touched or filled', () => {
    renderWithI18n(<SchemaForm pkg={repoPackage('en', 'form-mpesa')} onSubmit={() => undefined} />);
    expect(screen.queryByText(/required|valid/i)).not.toBeInTheDocument();
  });
});

describe('validation cost', () => {
  it('validates only the changed field per keystroke, and the whole form on submit', async () => {
    const pkg = repoPackage('en', 'form-mobile-wallet');
    const onSubmit = vi.fn();
    const { user } = renderWithI18n(
      <SchemaForm pkg={pkg} onSubmit={onSubmit} submitLabel="Continue" />,
    );
    const full = vi.spyOn(compiledFor(pkg.schema).validator, 'validateFormData');
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '712000001');
    expect(full).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(full).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ phone: '712000001' });
    full.mockRestore();
  });

  it('does not validate the whole form when a controlled parent echoes the data back', async () => {
    const pkg = repoPackage('en', 'form-smartcash');
    function Controlled() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return <SchemaForm pkg={pkg} formData={data} onChange={setData} onSubmit={() => undefined} />;
    }
    const { user } = renderWithI18n(<Controlled />);
    const full = vi.spyOn(compiledFor(pkg.schema).validator, 'validateFormData');
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '71200');
    expect(full).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter valid phone no')).toBeInTheDocument();
    full.mockRestore();
  });

  it('compiles a schema object once, even with new but equal live bounds; a new schema object compiles again', () => {
    const pkg = repoPackage('en', 'form-postpaid-amount');
    const before = compiledSchemaCount();
    const { rerender, i18n } = renderWithI18n(
      <SchemaForm
        pkg={pkg}
        liveBounds={{ amount: { minimum: 700, maximum: 9000 } }}
        onSubmit={() => undefined}
      />,
    );
    const afterFirst = compiledSchemaCount();
    for (let i = 0; i < 3; i += 1) {
      rerender(
        <I18nextProvider i18n={i18n}>
          <SchemaForm
            pkg={pkg}
            liveBounds={{ amount: { minimum: 700, maximum: 9000 } }}
            onSubmit={() => undefined}
          />
        </I18nextProvider>,
      );
    }
    expect(compiledSchemaCount()).toBe(afterFirst);
    expect(afterFirst - before).toBeLessThanOrEqual(1);
    const copy = structuredClone(pkg.schema);
    compiledFor(copy);
    expect(compiledSchemaCount()).toBe(afterFirst + 1);
  });
});

describe('Swahili', () => {
  it('shows the translated bound message', async () => {
    const { user } = renderWithI18n(
      <SchemaForm
        pkg={repoPackage('sw', 'form-prepaid-recharge')}
        liveBounds={bounds}
        onSubmit={() => undefined}
      />,
      'sw',
    );
    await user.type(screen.getByRole('textbox', { name: /Kiasi/ }), '400');
    expect(screen.getByText(/^Kiasi cha chini kinapaswa kuwa TZS 500$/)).toBeInTheDocument();
  });
});

describe('two forms on one page (idPrefix)', () => {
  it("each label names its own form's field, and each form checks and submits its own data", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const pkg = repoPackage('en', 'form-prepaid-recharge');
    const { user } = renderWithI18n(
      <>
        <section aria-label="First">
          <SchemaForm pkg={pkg} liveBounds={bounds} onSubmit={first} submitLabel="Pay first" />
        </section>
        <section aria-label="Second">
          <SchemaForm
            pkg={pkg}
            idPrefix="second"
            liveBounds={bounds}
            onSubmit={second}
            submitLabel="Pay second"
          />
        </section>
      </>,
    );
    const [one, two] = screen.getAllByLabelText(/Amount/);
    expect(one).not.toBe(two);
    expect(two).toHaveAttribute('id', 'second_amount');
    await user.type(screen.getAllByLabelText(/Mobile Number/)[1]!, '712000001');
    await user.type(two!, '400');
    expect(screen.getByText('Minimum amount should be TZS 500')).toBeInTheDocument();
    expect(two).toHaveAttribute('aria-invalid', 'true');
    expect(one).toHaveAttribute('aria-invalid', 'false');
    await user.clear(two!);
    await user.type(two!, '1000');
    await user.click(screen.getByRole('button', { name: 'Pay second' }));
    expect(second).toHaveBeenCalledWith({ msisdn: '712000001', amount: 1000 });
    expect(first).not.toHaveBeenCalled();
  });
});
