import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import axe from 'axe-core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { RichForm } from '../../testing/RichForm.tsx';
import { renderWithI18n } from '../../testing/renderWithI18n.tsx';

async function violations(container: HTMLElement) {
  // jsdom has no layout, so contrast is left to Storybook's a11y addon in a real browser.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const render = (schema: RJSFSchema, uiSchema: UiSchema, language: 'en' | 'sw' = 'en') =>
  renderWithI18n(
    <RichForm
      schema={schema}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
    />,
    language,
  );

/** Every widget name RJSF itself knows, each on a field titled by its name. */
const byName: [string, RJSFSchema, string][] = [
  ['text', { type: 'string' }, 'text'],
  ['textarea', { type: 'string' }, 'textarea'],
  ['password', { type: 'string' }, 'password'],
  ['email', { type: 'string' }, 'email'],
  ['uri', { type: 'string' }, 'url'],
  ['color', { type: 'string' }, 'color'],
  ['date', { type: 'string' }, 'date'],
  ['time', { type: 'string' }, 'time'],
  ['datetime', { type: 'string' }, 'datetime-local'],
  ['file', { type: 'string' }, 'file'],
  ['updown', { type: 'integer' }, 'number'],
  ['range', { type: 'integer', minimum: 0, maximum: 10 }, 'range'],
  ['select', { type: 'string', enum: ['a', 'b'] }, 'select'],
  ['checkbox', { type: 'boolean' }, 'checkbox'],
];

describe("RJSF's standard widgets in the theme", () => {
  it.each(byName)('%s draws a labelled control', async (name, schema, kind) => {
    const { getByLabelText, container } = render(
      { type: 'object', properties: { field: { ...schema, title: `My ${name}` } } },
      { field: { 'ui:widget': name } },
    );
    const control = getByLabelText(new RegExp(`^My ${name}`));
    if (kind === 'select') expect(control.tagName).toBe('SELECT');
    else if (kind === 'textarea') expect(control.tagName).toBe('TEXTAREA');
    else expect(control).toHaveAttribute('type', kind);
    expect(control).toHaveAttribute('aria-describedby', expect.stringContaining('field__error'));
    expect(await violations(container)).toEqual([]);
  });

  it('hidden keeps its value without a visible control', () => {
    const { container } = render(
      { type: 'object', properties: { field: { type: 'string', default: 'x' } } },
      { field: { 'ui:widget': 'hidden' } },
    );
    expect(container.querySelector('input[type=hidden]')).toHaveValue('x');
  });

  it('radio and checkboxes are groups named by their field', async () => {
    const { getByRole, container } = render(
      {
        type: 'object',
        properties: {
          size: { type: 'string', title: 'Size', enum: ['s', 'l'] },
          extras: {
            type: 'array',
            title: 'Extras',
            uniqueItems: true,
            items: { type: 'string', enum: ['wifi', 'tv'] },
          },
        },
      },
      {
        size: { 'ui:widget': 'radio', 'ui:enumNames': ['Small', 'Large'] },
        extras: { 'ui:widget': 'checkboxes' },
      },
    );
    expect(within(getByRole('group', { name: 'Size' })).getAllByRole('radio')).toHaveLength(2);
    expect(within(getByRole('group', { name: 'Extras' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(getByRole('radio', { name: 'Large' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('a boolean as radios says Ndiyo / Hapana in Swahili', () => {
    const { getByRole } = render(
      { type: 'object', properties: { ok: { type: 'boolean', title: 'Kubali' } } },
      { ok: { 'ui:widget': 'radio' } },
      'sw',
    );
    const group = getByRole('group', { name: 'Kubali' });
    expect(within(group).getByRole('radio', { name: 'Ndiyo' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Hapana' })).toBeInTheDocument();
  });

  it.each([
    ['alt-date', 'en', ['Year', 'Month', 'Day'], 'Now'],
    ['alt-datetime', 'en', ['Year', 'Month', 'Day', 'Hour', 'Minute', 'Second'], 'Now'],
    ['alt-date', 'sw', ['Mwaka', 'Mwezi', 'Siku'], 'Sasa'],
  ] as const)('%s (%s) is a group of labelled selects', async (name, language, parts, now) => {
    const { getByRole, container } = render(
      { type: 'object', properties: { when: { type: 'string', title: 'When' } } },
      { when: { 'ui:widget': name } },
      language,
    );
    const group = getByRole('group', { name: 'When' });
    for (const part of parts)
      expect(within(group).getByRole('combobox', { name: part })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: now })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('alt-date sends a value once every part is chosen', async () => {
    let value: unknown;
    const { getByRole, user } = renderWithI18n(
      <RichForm
        schema={{ type: 'string', title: 'When' }}
        uiSchema={{ 'ui:widget': 'alt-date', 'ui:options': { yearsRange: [2020, 2030] } }}
        onChange={(event) => {
          value = event.formData;
        }}
      />,
    );
    await user.selectOptions(getByRole('combobox', { name: 'Year' }), '2026');
    await user.selectOptions(getByRole('combobox', { name: 'Month' }), '3');
    await user.selectOptions(getByRole('combobox', { name: 'Day' }), '9');
    expect(value).toBe('2026-03-09');
  });
});

describe('format → the browser’s own input', () => {
  it.each([
    ['date', 'date'],
    ['time', 'time'],
    ['date-time', 'datetime-local'],
    ['email', 'email'],
    ['uri', 'url'],
    ['data-url', 'file'],
  ])('format %s gives <input type=%s>', (format, type) => {
    const { getByLabelText } = render(
      { type: 'object', properties: { field: { type: 'string', title: 'Field', format } } },
      {},
    );
    expect(getByLabelText(/^Field/)).toHaveAttribute('type', type);
  });
});
