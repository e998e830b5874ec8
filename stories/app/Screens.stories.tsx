import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { Component as About } from '../../src/features/about/AboutRoute.tsx';
import { HomeContent } from '../../src/features/home/HomeContent.tsx';
import type { HomeConfig } from '../../src/features/home/homeConfig.ts';
import { HomeSkeleton } from '../../src/features/home/HomeSkeleton.tsx';
import { Component as NotFound } from '../../src/features/not-found/NotFoundRoute.tsx';
import { SW } from '../support/meta.ts';
import homeEn from '../../schemas/cms/en/website-homepage-config.json';
import homeSw from '../../schemas/cms/sw/website-homepage-config.json';
import { AppMain } from '../support/AppMain.tsx';
import '../../src/styles/index.css';

/** Renders one screen component (home content, skeleton, about, not found). */
function ScreenDemo({ screen: Screen }: { screen: ComponentType }) {
  return (
    <AppMain>
      <Screen />
    </AppMain>
  );
}

const meta = { title: 'App/Screens', component: ScreenDemo } satisfies Meta<typeof ScreenDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeLoading: Story = { args: { screen: HomeSkeleton } };
export const Home: Story = {
  args: { screen: () => <HomeContent config={homeEn as HomeConfig} /> },
  play: async ({ canvasElement }) => {
    const quick = within(canvasElement).getByRole('region', { name: 'Quick recharge' });
    await expect(within(quick).getAllByRole('link')).toHaveLength(6);
  },
};
export const HomeSwahili: Story = {
  args: { screen: () => <HomeContent config={homeSw as HomeConfig} /> },
  globals: SW,
};
export const AboutPage: Story = { args: { screen: About } };
export const AboutSwahili: Story = { args: { screen: About }, globals: SW };
export const NotFoundPage: Story = { args: { screen: NotFound } };
export const NotFoundSwahili: Story = { args: { screen: NotFound }, globals: SW };
