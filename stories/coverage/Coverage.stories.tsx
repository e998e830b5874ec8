import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as CoverageRoute } from '../../src/features/coverage/CoverageRoute.tsx';
import { coverageHandlers } from '../../src/features/coverage/testing/coverageHandlers.ts';
import { handledBy, screenMeta, swahili } from '../support/meta.ts';
import '../../src/styles/index.css';

/** The coverage map: loading, all sites, one technology, no 5G anywhere, unavailable; EN and SW. */
const meta = { title: 'Coverage/Coverage map', ...screenMeta(CoverageRoute, coverageHandlers()) };
export default meta;
type Story = StoryObj<typeof meta>;

const chooseFiveG: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const radios = await within(canvasElement).findAllByRole('radio');
  await userEvent.click(radios[radios.length - 1] as HTMLElement);
  await expect(radios[radios.length - 1]).toBeChecked();
};
const noFiveG = {
  sites: [
    {
      title: 'Kigoma',
      latitude: -4.8772,
      longitude: 29.6266,
      technology: { _2Gservice: true, _3Gservice: true, _4Gservice: false, _5Gservice: false },
    },
    {
      title: 'Mtwara',
      latitude: -10.2667,
      longitude: 40.1833,
      technology: { _2Gservice: true, _3Gservice: false, _4Gservice: false, _5Gservice: false },
    },
  ],
};

export const Loading: Story = { parameters: handledBy(coverageHandlers({ sites: 'pending' })) };
export const LoadingSwahili: Story = swahili(Loading);
export const AllSites: Story = {};
export const AllSitesSwahili: Story = swahili(AllSites);
export const FiveG: Story = { play: chooseFiveG };
export const FiveGSwahili: Story = swahili(FiveG);
export const NoFiveGAnywhere: Story = {
  parameters: handledBy(coverageHandlers({ sites: noFiveG })),
};
export const NoFiveGAnywhereSwahili: Story = swahili(NoFiveGAnywhere);
export const Unavailable: Story = { parameters: handledBy(coverageHandlers({ sites: 'error' })) };
export const UnavailableSwahili: Story = swahili(Unavailable);
