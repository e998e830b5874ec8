import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from '../../src/app/Header.tsx';
import { screenMeta, SW } from '../support/meta.ts';
import { cmsHandlers, cmsOnly } from './cmsHandlers.ts';
import '../../src/styles/index.css';

const meta = { title: 'App/Header', ...screenMeta(Header, cmsHandlers()) };
export default meta;
type Story = StoryObj<typeof meta>;

/** At phone width the links wait behind the closed menu button. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const menu = await within(nav).findByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};
export const Swahili: Story = { globals: SW };

/** The menu opened: every link of website-headers-config, over the page. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Find a store', hidden: true });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Find a store' })).toHaveAttribute(
      'href',
      '/storeLocator',
    );
  },
};
export const MenuOpenSwahili: Story = {
  globals: SW,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Kuu' });
    await within(nav).findByRole('link', { name: 'Tafuta duka', hidden: true });
    const menu = within(nav).getByRole('button', { name: 'Menyu' });
    await userEvent.click(menu);
    await expect(within(nav).getByRole('link', { name: 'Tafuta duka' })).toBeVisible();
  },
};
export const Loading: Story = { parameters: cmsOnly({ delayMs: 60_000 }) };
export const FallbackNav: Story = {
  parameters: cmsOnly({ fail: ['/website-headers-config', '/sw/website-headers-config'] }),
};
