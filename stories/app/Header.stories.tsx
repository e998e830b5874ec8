import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Header } from '../../src/app/Header.tsx';
import { cmsHandlers } from './cmsHandlers.ts';
import '../../src/styles/index.css';

const meta = {
  title: 'App/Header',
  component: Header,
  parameters: { msw: { handlers: cmsHandlers() } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Find a store' })).toHaveAttribute(
      'href',
      '/storeLocator',
    );
  },
};
export const Swahili: Story = { globals: { locale: 'sw' } };
export const Loading: Story = {
  parameters: { msw: { handlers: cmsHandlers({ delayMs: 60_000 }) } },
};
export const FallbackNav: Story = {
  parameters: {
    msw: {
      handlers: cmsHandlers({ fail: ['/website-headers-config', '/sw/website-headers-config'] }),
    },
  },
};
