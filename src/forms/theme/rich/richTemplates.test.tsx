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

function renderRich(
  schema: RJSFSchema,
  uiSchema: UiSchema = {},
  language: 'en' | 'sw' = 'en',
  formData?: unknown,
) {
  let data: unknown = formData;
  const view = renderWithI18n(
    <RichForm
      schema={schema}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
      formData={formData}
      onChange={(event) => {
        data = event.formData;
      }}
    />,
    language,
  );
  return { ...view, data: () => data };
}

const phones: RJSFSchema = {
  type: 'object',
  properties: {
    phones: {
      type: 'array',
      title: 'Phone numbers',
      items: { type: 'string' },
      maxItems: 3,
      minItems: 1,
    },
  },
};

describe('rich templates: nested object', () => {
  it('shows a group named by its legend, with its fields inside', async () => {
    const { getByRole, container } = renderRich({
      type: 'object',
      properties: {
        address: {
          type: 'object',
          title: 'Delivery address',
          description: 'Where we bring the router',
          properties: { town: { type: 'string', title: 'Town' } },
        },
      },
    });
    const group = getByRole('group', { name: 'Delivery address' });
    expect(within(group).getByRole('textbox', { name: 'Town' })).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Where we bring the router');
    expect(await violations(container)).toEqual([]);
  });
});

describe('rich templates: array', () => {
  it('adds an item; each item is a group with tools named for it', async () => {
    const { getByRole, user, container } = renderRich(phones, {}, 'en', {
      phones: ['0711', '0722'],
    });
    const list = getByRole('group', { name: 'Phone numbers' });
    await user.click(within(list).getByRole('button', { name: 'Add Phone numbers item' }));
    const item = getByRole('group', { name: 'Item 2 of 3' });
    expect(within(item).getByRole('textbox', { name: 'Phone numbers item 2' })).toHaveValue('0722');
    for (const name of [
      'Remove Phone numbers item 2',
      'Move Phone numbers item 2 up',
      'Move Phone numbers item 2 down',
    ])
      expect(within(item).getByRole('button', { name })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('names the tools in Swahili', () => {
    const { getByRole } = renderRich(
      {
        ...phones,
        properties: {
          phones: { ...(phones.properties!.phones as object), title: 'Namba za simu' },
        },
      },
      {},
      'sw',
      { phones: ['0711', '0722'] },
    );
    const item = getByRole('group', { name: 'Kipengee 2 kati ya 2' });
    expect(
      within(item).getByRole('button', { name: 'Ondoa kipengee 2 cha Namba za simu' }),
    ).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: 'Sogeza juu kipengee 2 cha Namba za simu' }),
    ).toBeInTheDocument();
    expect(getByRole('button', { name: 'Ongeza kipengee cha Namba za simu' })).toBeInTheDocument();
  });

  it('move up reorders the values', async () => {
    const { getByRole, user, data } = renderRich(phones, {}, 'en', { phones: ['0711', '0722'] });
    await user.click(getByRole('button', { name: 'Move Phone numbers item 2 up' }));
    expect(data()).toEqual({ phones: ['0722', '0711'] });
    expect(getByRole('textbox', { name: 'Phone numbers item 1' })).toHaveValue('0722');
  });

  it('at maxItems the add button is unavailable and says why; at minItems remove is too', async () => {
    const full = renderRich(phones, {}, 'en', { phones: ['1', '2', '3'] });
    const add = full.getByRole('button', { name: 'Add Phone numbers item' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('You can add at most 3.');
    await full.user.click(add);
    expect(full.getAllByRole('textbox')).toHaveLength(3);
    full.unmount();
    const one = renderRich(phones, {}, 'en', { phones: ['1'] });
    const remove = one.getByRole('button', { name: 'Remove Phone numbers item 1' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('Keep at least 1.');
  });

  it('honours ui:options orderable, removable and copyable', () => {
    const { queryByRole, getByRole } = renderRich(
      phones,
      { phones: { 'ui:options': { orderable: false, removable: false, copyable: true } } },
      'en',
      { phones: ['1', '2'] },
    );
    expect(queryByRole('button', { name: /Move|Remove/ })).toBeNull();
    expect(getByRole('button', { name: 'Copy Phone numbers item 2' })).toBeInTheDocument();
  });

  it('honours ui:options addable false: no add button and no copy', () => {
    const { queryByRole } = renderRich(
      phones,
      { phones: { 'ui:options': { addable: false, copyable: true } } },
      'en',
      { phones: ['1'] },
    );
    expect(queryByRole('button', { name: /Add|Copy/ })).toBeNull();
  });

  it('draws a tuple with additionalItems: fixed items without tools, extra ones with', async () => {
    const { getByRole, queryByRole, container } = renderRich(
      {
        type: 'array',
        title: 'Trip',
        items: [
          { type: 'string', title: 'From' },
          { type: 'string', title: 'To' },
        ],
        additionalItems: { type: 'string', title: 'Stop' },
      },
      {},
      'en',
      ['Arusha', 'Dodoma', 'Moshi'],
    );
    expect(getByRole('textbox', { name: 'From' })).toHaveValue('Arusha');
    expect(queryByRole('button', { name: 'Remove Trip item 1' })).toBeNull();
    expect(getByRole('button', { name: 'Remove Trip item 3' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('draws an array of enums as named checkboxes', async () => {
    const { getByRole, user, data, container } = renderRich(
      {
        type: 'object',
        properties: {
          days: {
            type: 'array',
            title: 'Delivery days',
            uniqueItems: true,
            items: { type: 'string', enum: ['mon', 'tue'] },
          },
        },
      },
      { days: { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['Monday', 'Tuesday'] } } },
    );
    const group = getByRole('group', { name: 'Delivery days' });
    await user.click(within(group).getByRole('checkbox', { name: 'Tuesday' }));
    expect(data()).toEqual({ days: ['tue'] });
    expect(await violations(container)).toEqual([]);
  });
});

describe('rich templates: oneOf, additionalProperties, unsupported', () => {
  it('shows a labelled chooser of oneOf alternatives that switches the fields', async () => {
    const { getByRole, queryByRole, user, container } = renderRich({
      type: 'object',
      properties: {
        contact: {
          title: 'Contact',
          oneOf: [
            {
              title: 'By phone',
              type: 'object',
              properties: { phone: { type: 'string', title: 'Phone' } },
            },
            {
              title: 'By e-mail',
              type: 'object',
              properties: { email: { type: 'string', title: 'E-mail' } },
            },
          ],
        },
      },
    });
    const chooser = getByRole('combobox', { name: 'Contact' });
    expect(getByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
    await user.selectOptions(chooser, 'By e-mail');
    expect(queryByRole('textbox', { name: 'Phone' })).toBeNull();
    expect(getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('names untitled alternatives in Swahili', () => {
    const { getByRole } = renderRich({ oneOf: [{ type: 'string' }, { type: 'number' }] }, {}, 'sw');
    const chooser = getByRole('combobox', { name: 'Chagua kimoja' });
    expect(within(chooser).getByRole('option', { name: 'Chaguo 2' })).toBeInTheDocument();
  });

  it('gives an added entry a key field, its value and a remove button', async () => {
    const { getByRole, user, container } = renderRich(
      {
        type: 'object',
        title: 'Extras',
        additionalProperties: { type: 'string' },
      },
      {},
      'en',
      { home: 'Mikocheni' },
    );
    const entry = getByRole('group', { name: 'home' });
    expect(within(entry).getByRole('textbox', { name: 'Name of home' })).toHaveValue('home');
    expect(within(entry).getByRole('textbox', { name: 'home' })).toHaveValue('Mikocheni');
    expect(within(entry).getByRole('button', { name: 'Remove home' })).toBeInTheDocument();
    await user.click(getByRole('button', { name: 'Add Extras item' }));
    expect(getByRole('textbox', { name: 'Name of newKey' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('labels a single-value root', async () => {
    const { getByRole, container } = renderRich({ type: 'string', title: 'Voucher code' });
    expect(getByRole('textbox', { name: 'Voucher code' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('says in Swahili that a part cannot be shown', () => {
    const { getByText } = renderRich(
      { type: 'object', properties: { x: { type: 'wat' } } } as unknown as RJSFSchema,
      {},
      'sw',
    );
    expect(getByText(/Sehemu hii ya fomu haiwezi kuonyeshwa/)).toBeInTheDocument();
  });
});

describe('rich templates: a list of choices drawn as groups', () => {
  it('names each item group as its item, in English and Swahili', async () => {
    const shifts: RJSFSchema = {
      type: 'object',
      properties: {
        shifts: {
          type: 'array',
          title: 'Shifts',
          items: { type: 'string', enum: ['DAY', 'NIGHT'] },
        },
      },
    };
    const ui: UiSchema = { shifts: { items: { 'ui:widget': 'radio' } } };
    const en = renderRich(shifts, ui, 'en', { shifts: ['DAY', 'NIGHT'] });
    expect(en.getByRole('group', { name: 'Shifts item 2' })).toBeTruthy();
    expect(en.queryByRole('group', { name: 'Shifts-2' })).toBeNull();
    expect(await violations(en.container)).toEqual([]);
    en.unmount();
    const sw = renderRich(shifts, ui, 'sw', { shifts: ['DAY'] });
    expect(sw.getByRole('group', { name: 'Kipengee 1 cha Shifts' })).toBeTruthy();
  });
});

describe('rich templates: help', () => {
  it("shows a field's ui:help under its input and describes the input with it", () => {
    const view = renderRich(
      { type: 'object', properties: { town: { type: 'string', title: 'Town' } } },
      { town: { 'ui:help': 'The town on your bill' } },
    );
    // The empty error line is named too, so the words stand between spaces.
    expect(view.getByRole('textbox', { name: 'Town' })).toHaveAccessibleDescription(
      /^\s*The town on your bill\s*$/,
    );
  });
});
