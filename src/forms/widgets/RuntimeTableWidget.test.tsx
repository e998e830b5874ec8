import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { SchemaForm } from '../SchemaForm.tsx';
import { withRuntimeOptions } from '../runtimeOptions.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { repoPackage } from '../testing/packages.ts';
import { textsOf } from '../../testing/textsOf.ts';

const plans = withRuntimeOptions({
  plans: [
    {
      value: 'HBB_BASIC',
      label: 'Home Basic',
      description: 'Home Internet 10 Mbps',
      cells: { data: '200 GB', validity: '30 Days', price: 'TZS 55,000' },
    },
    {
      value: 'HBB_PLUS',
      label: 'Home Plus',
      description: 'Home Internet 20 Mbps',
      cells: { data: '500 GB', validity: '30 Days', price: 'TZS 85,000' },
    },
  ],
});

/** The plan form package of `language` with two plans passed at run time. */
const renderPlanForm = (
  language: 'en' | 'sw' = 'en',
  onChange = vi.fn(),
  formContext: Record<string, unknown> = plans,
) =>
  renderWithI18n(
    <SchemaForm
      pkg={repoPackage(language, 'form-hbb-plan')}
      formContext={formContext}
      hideSubmit
      onChange={onChange}
      onSubmit={() => undefined}
    />,
    language,
  );

describe('run-time table (the plans of form-hbb-plan)', () => {
  it("shows a row per option under the package's legend and headings, none chosen", () => {
    renderPlanForm();
    const group = screen.getByRole('group', { name: 'Choose a plan' });
    expect(textsOf(group, 'columnheader')).toEqual(['Select', 'Plan', 'Data', 'Validity', 'Price']);
    const plus = within(group).getByRole('radio', { name: 'Home Plus' });
    expect(plus).not.toBeChecked();
    expect(plus).toHaveAccessibleDescription('Home Internet 20 Mbps 500 GB 30 Days TZS 85,000');
    expect(within(group).getByRole('row', { name: /Home Basic/ })).toHaveTextContent(
      /200 GB.*30 Days.*TZS 55,000/,
    );
  });

  it('changes the form data to the chosen row', async () => {
    const onChange = vi.fn();
    const { user } = renderPlanForm('en', onChange);
    await user.click(screen.getByRole('radio', { name: 'Home Basic' }));
    expect(onChange).toHaveBeenLastCalledWith({ plan: 'HBB_BASIC' });
    expect(screen.getByRole('radio', { name: 'Home Basic' })).toBeChecked();
  });

  it('takes its words from the Swahili package, and says so when there are no options', () => {
    renderPlanForm('sw', vi.fn(), withRuntimeOptions({ plans: [] }));
    const group = screen.getByRole('group', { name: 'Chagua kifurushi' });
    expect(group).toHaveTextContent('Hakuna vifurushi kwa sasa. Tafadhali jaribu tena baadaye.');
    expect(within(group).queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPlanForm();
    // jsdom has no layout, so contrast is left to the story check in a real browser.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
