import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addField, setCondition, setWord, type Pair } from '../../sandbox/editor/model/edit.ts';
import { ITEM_STEP, type FieldKind, type FieldPath } from '../../sandbox/editor/model/types.ts';
import { SW } from '../support/meta.ts';
import { EditorHarness } from './EditorHarness.tsx';
import { CONTACT, edited, PREPAID, shipped } from './shipped.ts';
import '../../src/forms/theme/forms.css';
import '../../sandbox/editor/editor.css';

/**
 * The structured editor of the sandbox's /cms-editor page (issue 32), one story per state: the
 * fields with their words side by side, the check that blocks publish, what changes for
 * subscribers, and the form in English and Swahili. Every story can be clicked around: changes
 * really apply (stories/editor/EditorHarness.tsx).
 */
const meta = {
  title: 'Editor/Structured editor',
  component: EditorHarness,
  args: { name: PREPAID },
  // The page is wide (fields beside the previews); it stacks them at phone width.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EditorHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same state with the editor in Swahili (its words, and fields named by their SW labels). */
const inSwahili = (story: Story): Story => ({
  ...story,
  args: { ...story.args, uiLang: 'sw' },
  globals: SW,
});

/** Adds a field of `kind` at the end of `group`, in a chain of changes that needs its path. */
function add(
  pair: Pair,
  group: FieldPath,
  kind: FieldKind,
  en: string,
  sw: string,
): { pair: Pair; path: FieldPath } {
  return addField(pair, group, kind, { en, sw });
}

/** The shipped form, untouched: the summary says there is nothing new for subscribers. */
export const PrepaidRecharge: Story = {};
export const PrepaidRechargeSw = inSwahili(PrepaidRecharge);

// A yes/no question and a date asked only after "Yes": the summary lists both and the condition.
const conditional = edited(PREPAID, (pair) => {
  const question = add(pair, [], 'yesno', 'Schedule this recharge?', 'Ratibu malipo haya?');
  const date = add(question.pair, [], 'date', 'Recharge date', 'Tarehe ya malipo');
  return setCondition(date.pair, date.path, { field: question.path.at(-1)!, value: true });
});
export const ConditionalField: Story = { args: { drafts: conditional } };
export const ConditionalFieldSw = inSwahili(ConditionalField);

// The amount's Swahili label emptied: the check names it and publish stays blocked.
const missingLabel = edited(PREPAID, (pair) => setWord(pair, 'sw', ['amount'], 'label', ''));
export const MissingSwahiliLabel: Story = { args: { drafts: missingLabel } };
export const MissingSwahiliLabelSw = inSwahili(MissingSwahiliLabel);

/** An operator's field list (the note says the first change saves it as a form package). */
export const ContactFormChoices: Story = { args: { name: CONTACT } };
export const ContactFormChoicesSw = inSwahili(ContactFormChoices);

// A group with two fields of its own, and a list whose every item asks for a number.
const nested = edited(PREPAID, (pair) => {
  const group = add(pair, [], 'group', 'Delivery address', 'Anwani ya kupeleka');
  let next = add(group.pair, group.path, 'text', 'Street', 'Mtaa').pair;
  next = add(next, group.path, 'text', 'Town', 'Mji').pair;
  const list = add(next, [], 'list', 'Other numbers', 'Namba nyingine');
  return add(list.pair, [...list.path, ITEM_STEP], 'phone', 'Phone number', 'Namba ya simu').pair;
});
export const GroupAndList: Story = { args: { drafts: nested } };

/** Swahili JSON cut short (as typed in the JSON tab): no fields, and the check says why. */
export const BrokenSwahiliJson: Story = {
  args: { drafts: { en: shipped(PREPAID).en, sw: '{ "id": "prepaid-recharge", "schema": ' } },
};

/** A field added as a person does it: kind, both labels, Add; its card shows, focused. */
export const AddingAField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Add a field to the form' });
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Kind of field' }),
      'E-mail',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Label in English' }), 'Email');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Label in Swahili' }),
      'Barua pepe',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add field' }));
    const heading = await canvas.findByRole('heading', { name: 'Email (E-mail)' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Both labels given: nothing blocks publish, and subscribers are told of the new field.
    await expect(
      canvas.getByText('No problems: English and Swahili can be published.'),
    ).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'What changes for subscribers' });
    await expect(within(summary).getByText(/Email/)).toBeVisible();
  },
};
