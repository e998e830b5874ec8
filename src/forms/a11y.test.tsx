import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { SchemaForm } from './SchemaForm.tsx';
import { fieldListToPackage, type FieldListSchema } from './fieldListAdapter.ts';
import { renderWithI18n } from './testing/renderWithI18n.tsx';
import { repoPackage } from './testing/packages.ts';
import enFieldList from '../../schemas/cms/en/get-form-schema.json' with { type: 'json' };

const names = [
  'form-prepaid-recharge',
  'form-fixed-internet',
  'form-airtime',
  'form-otp',
  'form-pin',
  'form-account-number',
];

async function violations(container: HTMLElement) {
  // jsdom has no layout, so contrast is left to Storybook's a11y addon in a real browser.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('accessibility of rendered packages (axe)', () => {
  it.each(names)('%s has no violations, also with errors shown', async (name) => {
    const pkg = repoPackage('en', name);
    const firstField = Object.keys(pkg.schema.properties ?? {})[0]!;
    const { container } = renderWithI18n(
      <SchemaForm
        pkg={pkg}
        extraErrors={{ [firstField]: 'Server says no' }}
        onSubmit={() => undefined}
      />,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('HBB customer details (select, checkbox with a link) has no violations', async () => {
    const { pkg } = fieldListToPackage(enFieldList as FieldListSchema);
    const { container, user, getByRole } = renderWithI18n(
      <SchemaForm pkg={pkg} onSubmit={() => undefined} />,
    );
    expect(await violations(container)).toEqual([]);
    await user.click(getByRole('button', { name: /^Town/ }));
    expect(await violations(container)).toEqual([]);
  });
});
