import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes.tsx';
import { createRoutes } from '../../src/app/routes.tsx';
import { rechargeHandlers } from '../../src/features/recharge/testing/rechargeHandlers.ts';
import { handledBy, SW, swahili } from '../support/meta.ts';
import { findsRole } from '../support/plays.ts';
import { cmsHandlers, cmsOnly } from './cmsHandlers.ts';
import '../../src/styles/index.css';

/** The whole shell on a memory router at `path` (the real route table, lazy screens and all). */
function Shell({ path }: { path: string }) {
  const { i18n } = useTranslation();
  const [routes] = useState(() => createRoutes({ brand: 'twiga' }));
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </I18nextProvider>
  );
}

const meta = {
  title: 'App/Layout',
  component: Shell,
  args: { path: '/' },
  parameters: { router: false, layout: 'fullscreen', ...cmsOnly() },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: findsRole('heading', { level: 1, name: 'Stay connected with Twiga' }),
};
export const HomeSwahili: Story = { globals: SW };
export const UnknownPathShowsAbout: Story = {
  args: { path: '/anything-unknown' },
  play: findsRole('heading', { level: 1, name: 'About Twiga' }),
};
/** The recharge screen also reads the portal config: the real CMS files first, then its handlers. */
export const PlaceholderRoute: Story = {
  args: { path: '/prepaid-recharge' },
  parameters: handledBy([...cmsHandlers(), ...rechargeHandlers()]),
};
export const PlaceholderRouteSwahili: Story = swahili(PlaceholderRoute);
