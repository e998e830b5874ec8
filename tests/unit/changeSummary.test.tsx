import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeSummary } from '../../sandbox/editor/ChangeSummary.tsx';
import type { Change } from '../../sandbox/editor/model/changes.ts';
import { EDITOR_TEXTS } from '../../sandbox/editor/texts.ts';
import { VersionsTable } from '../../sandbox/editor/VersionsTable.tsx';

const amount = {
  path: 'amount',
  name: 'amount',
  labels: { en: 'Amount (TZS)', sw: 'Kiasi (TZS)' },
};
const changes: Change[] = [
  { kind: 'rule', field: amount, rule: 'minimum', from: 500, to: 1000 },
  { kind: 'added', field: { path: 'note', name: 'note', labels: { en: 'Note' } } },
];

describe('ChangeSummary', () => {
  it('lists the changes under its heading in the editor language', () => {
    render(<ChangeSummary changes={changes} language="sw" />);
    const section = screen.getByRole('region', { name: 'Kinachobadilika kwa wateja' });
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // A field without a Swahili label is named by its English one.
    expect(items).toEqual(['Kiasi (TZS): kiwango cha chini 500 → 1000', 'Sehemu mpya: Note']);
  });

  it('says so when nothing changes, without a list', () => {
    render(<ChangeSummary changes={[]} language="en" />);
    const section = screen.getByRole('region', { name: 'What changes for subscribers' });
    expect(within(section).getByText('No changes from the live version.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).toBeNull();
  });
});

describe('VersionsTable', () => {
  it("shows each version's changes in the editor language, and none for the shipped file", () => {
    const row = { time: '2025-01-01T10:00:00.000Z', size: 10, pairedWith: 0 };
    render(
      <VersionsTable
        heading="Matoleo"
        rows={[
          { ...row, version: 1, live: true, changes },
          { ...row, version: 0, live: false, changes: [] },
        ]}
        otherName="Kiingereza"
        busy={false}
        onRestore={() => {}}
        t={EDITOR_TEXTS.sw}
        lang="sw"
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Mabadiliko' })).toBeInTheDocument();
    const [, latest, shipped] = within(table).getAllByRole('row');
    expect(
      within(latest!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kiasi (TZS): kiwango cha chini 500 → 1000', 'Sehemu mpya: Note']);
    expect(within(shipped!).queryByRole('list')).toBeNull();
  });
});
