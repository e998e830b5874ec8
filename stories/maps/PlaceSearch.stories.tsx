import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Geocoder } from '../../src/maps/Geocoder.ts';
import { PlaceSearch } from '../../src/maps/PlaceSearch.tsx';
import { TOWNS } from '../../src/maps/tanzania.ts';
import { SW } from '../support/meta.ts';
import { findStatusSaying } from '../support/plays.ts';
import '../../src/styles/index.css';

/** A geocoder that knows the Tanzanian towns of src/maps/tanzania.ts, answering at once. */
const townGeocoder: Geocoder = {
  async search(text) {
    const wanted = text.toLowerCase();
    return TOWNS.filter((town) => town.name.toLowerCase().includes(wanted)).map((town) => ({
      label: `${town.name}, Tanzania`,
      lat: town.lat,
      lng: town.lng,
    }));
  },
};

/**
 * The shared combobox (src/ui/Combobox.tsx) as the store locator and the coverage map use it:
 * suggestions from the geocoder 300 ms after typing stops (machines/searchBox.machine).
 */
const meta = {
  title: 'Maps/Place search',
  component: PlaceSearch,
  args: {
    label: 'Search your location',
    noResultsText: 'No Data found',
    geocoder: townGeocoder,
    onPlace: fn(),
  },
} satisfies Meta<typeof PlaceSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Suggesting: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search your location' });
    await userEvent.type(box, 'aru');
    await within(canvasElement).findByRole('option', { name: 'Arusha, Tanzania' });
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Arusha, Tanzania');
    await expect(args.onPlace).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Arusha, Tanzania' }),
    );
  },
};
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Atlantis');
    await expect(await findStatusSaying(canvasElement, 'No Data found')).toBeVisible();
  },
};
export const Swahili: Story = {
  args: { label: 'Tafuta mahali ulipo', noResultsText: 'Hakuna taarifa' },
  globals: SW,
};
