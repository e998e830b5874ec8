import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Combobox } from '../../src/ui/Combobox.tsx';
import { useSearchBox } from '../../src/ui/useSearchBox.ts';
import '../../src/styles/index.css';

const TOWNS = ['Dar es Salaam', 'Arusha', 'Dodoma', 'Mwanza', 'Kigoma', 'Mtwara'];

/** The combobox with a town list filtered by the settled text, as the help search filters. */
function TownSearch({ label, emptyText }: { label: string; emptyText: string }) {
  const search = useSearchBox<string>();
  const wanted = search.query.toLowerCase();
  return (
    <Combobox
      label={label}
      listLabel={label}
      emptyText={emptyText}
      keepStatus
      text={search.text}
      onType={search.type}
      options={wanted ? TOWNS.filter((town) => town.toLowerCase().includes(wanted)) : null}
      optionKey={(town) => town}
      renderOption={(town) => town}
      onChoose={(town) => search.type(town)}
    />
  );
}

const meta = {
  title: 'UI/Combobox',
  component: TownSearch,
  args: { label: 'Town', emptyText: 'No Data found' },
} satisfies Meta<typeof TownSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Suggesting: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Town' });
    await userEvent.type(box, 'ar');
    await within(canvasElement).findByRole('option', { name: 'Dar es Salaam' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Arusha');
  },
};
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    // The status line is there from the start; it speaks once the 300 ms debounce has settled.
    const status = await within(canvasElement).findByText('No Data found');
    await expect(status).toHaveAttribute('role', 'status');
  },
};
export const Swahili: Story = {
  args: { label: 'Mji', emptyText: 'Hakuna taarifa' },
  globals: { locale: 'sw' },
};
