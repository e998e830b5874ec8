import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { VersionRow } from '../../sandbox/editor/api.ts';
import type { Change, FieldRef } from '../../sandbox/editor/model/changeTypes.ts';
import { EDITOR_TEXTS } from '../../sandbox/editor/texts.ts';
import { VersionsTable } from '../../sandbox/editor/VersionsTable.tsx';
import { SW } from '../support/meta.ts';
import '../../sandbox/editor/editor.css';

/*
 * The records are written out as the versions route sends them (model/changeTypes.ts), not found
 * by comparing texts: the table's job is to word them, and a designer reads here every kind of
 * sentence a version can list.
 */

/** A top-level field (its path is its name) with its EN and SW labels. */
const field = (name: string, en: string, sw: string): FieldRef => ({
  path: name,
  name,
  labels: { en, sw },
});
const amount = field('amount', 'Amount (TZS)', 'Kiasi (TZS)');
const msisdn = field('msisdn', 'Mobile Number', 'Namba ya Simu');
const schedule = field('schedule', 'Schedule this recharge?', 'Ratibu malipo haya?');
const date = field('recharge_date', 'Recharge date', 'Tarehe ya malipo');

/** Version 1: two new fields, the date asked only after "Yes", and a bound on the amount. */
const rules: Change[] = [
  { kind: 'added', field: schedule },
  { kind: 'added', field: date },
  {
    kind: 'condition',
    field: date,
    to: { field: schedule, answer: { value: true, labels: { en: 'Yes', sw: 'Ndiyo' } } },
  },
  { kind: 'rule', field: amount, rule: 'maximum', to: 500_000 },
  { kind: 'order', order: [msisdn, amount, schedule, date] },
];
/** Version 2: English words only (published in English alone). */
const words: Change[] = [
  {
    kind: 'words',
    field: msisdn,
    lang: 'en',
    word: 'placeholder',
    from: 'Enter 9 digits',
    to: 'Enter the 9 digits after 255',
  },
  { kind: 'required', field: date, to: true },
];

// Newest first, as the route lists them; the shipped file (version 0) changed nothing.
const rows: VersionRow[] = [
  { version: 2, time: '2025-03-04T09:30:00.000Z', size: 1904, live: true, changes: words },
  {
    version: 1,
    time: '2025-03-03T14:05:00.000Z',
    size: 1872,
    live: false,
    pairedWith: 1,
    changes: rules,
  },
  { version: 0, time: '2025-03-01T08:00:00.000Z', size: 1021, live: false },
];

/** The versions of one language of a package, each listing what it changed for subscribers. */
const meta = {
  title: 'Editor/Versions',
  component: VersionsTable,
  args: {
    heading: 'Versions: form-prepaid-recharge (English)',
    rows,
    otherName: 'Swahili',
    busy: false,
    onRestore: fn(),
    t: EDITOR_TEXTS.en,
    lang: 'en',
  },
  decorators: [
    // As on the page: in its main, under the page's heading (a page needs its h1 for the a11y check).
    (Story, { args }) => (
      <main className="ed">
        <h1>{args.t.title}</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof VersionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithChanges: Story = {};

/** The editor in Swahili: the same records, worded in Swahili. */
export const WithChangesSw: Story = {
  args: {
    heading: 'Matoleo: form-prepaid-recharge (Kiingereza)',
    otherName: 'Kiswahili',
    t: EDITOR_TEXTS.sw,
    language: 'sw',
  },
  globals: SW,
};

/** While a restore is under way every Restore button waits. */
export const Restoring: Story = { args: { busy: true } };
