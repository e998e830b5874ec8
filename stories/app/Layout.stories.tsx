import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { createRoutes } from '../../src/app/routes.tsx';
import { cmsHandlers } from './cmsHandlers.ts';
import '../../src/styles/index.css';

/** The whole shell on a memory router at `path` (the real route table, lazy screens and all). */
function Shell({ path }: { path: string }) {
  const { i18n } = useTranslation();
  const [router] = useState(() =>
    createMemoryRouter(createRoutes({ brand: 'twiga' }), { initialEntries: [path] }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

const meta = {
  title: 'App/Layout',
  component: Shell,
  args: { path: '/' },
  parameters: { router: false, layout: 'fullscreen', msw: { handlers: cmsHandlers() } },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Stay connected with Twiga',
      }),
    ).toBeInTheDocument();
  },
};
export const HomeSwahili: Story = { globals: { locale: 'sw' } };
export const UnknownPathShowsAbout: Story = {
  args: { path: '/anything-unknown' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'About Twiga' }),
    ).toBeInTheDocument();
  },
};
export const PlaceholderRoute: Story = { args: { path: '/prepaid-recharge' } };
export const PlaceholderRouteSwahili: Story = {
  args: { path: '/prepaid-recharge' },
  globals: { locale: 'sw' },
};
