/**
 * Packages come from the content service, so the engine must (1) never turn one into code and
 * (2) survive a package it cannot interpret: a clear translated message, no form, no submit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import Ajv from 'ajv';
import { SchemaForm } from './SchemaForm.tsx';
import { parseFormPackage, type FormPackage } from './formPackage.ts';
import { renderWithI18n } from './testing/renderWithI18n.tsx';
import { repoPackage } from './testing/packages.ts';

describe('no code generation: Function and eval throw while real packages validate', () => {
  const RealFunction = globalThis.Function;
  const realEval = globalThis.eval;
  const constructors = [
    RealFunction,
    (async () => undefined).constructor,
    function* generator() {
      yield 1;
    }.constructor,
  ];
  let attempts: string[] = [];

  beforeEach(() => {
    attempts = [];
    const blocked = (what: string) => () => {
      attempts.push(what);
      throw new EvalError(`${what} is blocked: the form engine must not generate code`);
    };
    const trap = new Proxy(RealFunction, {
      apply: blocked('Function()'),
      construct: blocked('new Function()'),
    });
    globalThis.Function = trap;
    globalThis.eval = blocked('eval()') as typeof eval;
    // `(async () => {}).constructor('code')` and friends reach the same compiler.
    for (const ctor of constructors)
      Object.defineProperty(ctor.prototype, 'constructor', {
        value: trap,
        configurable: true,
        writable: true,
      });
  });

  afterEach(() => {
    globalThis.Function = RealFunction;
    globalThis.eval = realEval;
    for (const ctor of constructors)
      Object.defineProperty(ctor.prototype, 'constructor', {
        value: ctor,
        configurable: true,
        writable: true,
      });
  });

  it('the trap catches what ajv does when it compiles a schema', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => new Ajv().compile({ type: 'string' })).toThrow(EvalError);
    expect(attempts).not.toEqual([]);
    logged.mockRestore();
  });

  it('validates typing and submit of the prepaid package, in English and Swahili', async () => {
    for (const language of ['en', 'sw'] as const) {
      const pkg = repoPackage(language, 'form-prepaid-recharge');
      // A fresh schema object: checking and preparing it happens under the trap too.
      const fresh: FormPackage = { ...pkg, schema: structuredClone(pkg.schema) };
      const onSubmit = vi.fn();
      const { user, unmount } = renderWithI18n(
        <SchemaForm
          pkg={fresh}
          liveBounds={{ amount: { minimum: 500, maximum: 1_000_000 } }}
          onSubmit={onSubmit}
          submitLabel="Go"
        />,
        language,
      );
      const [phone, amount] = screen.getAllByRole('textbox');
      await user.type(phone!, '71200');
      await user.type(amount!, '400');
      expect(
        screen.getByText(
          language === 'en'
            ? 'Minimum amount should be TZS 500'
            : /^Kiasi cha chini kinapaswa kuwa TZS 500$/,
        ),
      ).toBeInTheDocument();
      await user.type(phone!, '0001');
      await user.clear(amount!);
      await user.type(amount!, '1000');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(onSubmit).toHaveBeenCalledWith({ msisdn: '712000001', amount: 1000 });
      unmount();
    }
    expect(attempts).toEqual([]);
  });

  // WAL-17
  it('validates the HBB-like email and required messages of the airtime package', async () => {
    const pkg = repoPackage('en', 'form-airtime');
    const { user } = renderWithI18n(
      <SchemaForm
        pkg={{ ...pkg, schema: structuredClone(pkg.schema) }}
        onSubmit={() => undefined}
        submitLabel="Continue"
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jane@');
    expect(screen.getByText('Please enter valid email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(attempts).toEqual([]);
  });
});

describe('a package whose schema cannot be interpreted', () => {
  const base = repoPackage('en', 'form-prepaid-recharge');
  const tampered = (field: Record<string, unknown>): FormPackage => ({
    ...base,
    schema: {
      ...base.schema,
      properties: {
        ...base.schema.properties,
        msisdn: { ...base.schema.properties?.msisdn, ...field },
      },
    },
  });

  it.each([
    ['an invalid regex in pattern', { pattern: '^(\\d{9}$' }],
    ['a keyword of the wrong type', { maxLength: 'nine' }],
    ['code-like content', { validate: 'function () { return fetch("//evil.example") }' }],
    ['a remote reference', { $ref: 'https://evil.example/schema.json' }],
  ])('%s: shows the translated message (EN and SW), no form and never submits', (_what, field) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSubmit = vi.fn();
    for (const [language, text] of [
      ['en', 'This form could not be loaded. Please try again later.'],
      ['sw', 'Fomu hii haikuweza kupakiwa. Tafadhali jaribu tena baadaye.'],
    ] as const) {
      const { unmount } = renderWithI18n(
        <SchemaForm pkg={tampered(field)} onSubmit={onSubmit} submitLabel="Recharge" />,
        language,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      'Form package rejected:',
      expect.stringContaining('msisdn'),
    );
    errors.mockRestore();
  });

  it('also when the JSON comes straight from the content service (parseFormPackage passes it)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parsed = parseFormPackage(JSON.stringify(tampered({ minLength: -1 })));
    expect(parsed.ok).toBe(true);
    renderWithI18n(<SchemaForm pkg={parsed} onSubmit={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This form could not be loaded.');
    errors.mockRestore();
  });

  it('also when live bounds from config are not numbers', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithI18n(
      <SchemaForm
        pkg={base}
        liveBounds={{ amount: { minimum: '500' as unknown as number } }}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This form could not be loaded.');
    errors.mockRestore();
  });
});
