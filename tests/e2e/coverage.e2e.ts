/** The coverage map at /openNetworks through the real sandbox: radios, and 5G filtering. */
import { describe } from 'vitest';
import { expect, expectNoAxeViolations, expectVisible, test } from './support/index.ts';
import { main, openPage } from './support/screen.ts';

describe('coverage map', () => {
  // MAP-9, MAP-10
  test('shows the technology radios; choosing 5G shows only the 5G sites', async ({ page }) => {
    await openPage(page, '/openNetworks', 'Network coverage');
    await expectVisible(
      main(page).getByRole('combobox', { name: 'Enter a Location' }),
      'the place search',
    );
    const group = main(page).getByRole('group', { name: 'Show coverage' });
    await expectVisible(group, 'the technology radios');
    for (const label of ['2G coverage', '3G coverage', '4G coverage', '5G coverage']) {
      await expectVisible(group.getByRole('radio', { name: label }), label);
    }
    const places = main(page).getByRole('figure').getByRole('listitem');
    const all = await places.count();
    await expectNoAxeViolations(page);

    await group.getByRole('radio', { name: '5G coverage' }).check();
    await expectVisible(
      main(page).getByRole('status').filter({ hasText: '5 sites shown' }),
      'the 5G count',
    );
    const shown = await places.allInnerTexts();
    expect(shown.length).toBeLessThan(all);
    expect(shown).toContain('Dar es Salaam - City Centre');
    expect(shown).not.toContain('Dar es Salaam - Mbagala');
    await expectNoAxeViolations(page);
  });
});
