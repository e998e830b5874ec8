import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../src/app/Footer.tsx';
import { cmsHandlers } from './cmsHandlers.ts';
import '../../src/styles/index.css';

const meta = {
  title: 'App/Footer',
  component: Footer,
  parameters: { msw: { handlers: cmsHandlers() } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Services' }),
    ).toBeInTheDocument();
  },
};
export const Swahili: Story = { globals: { locale: 'sw' } };
export const Loading: Story = {
  parameters: { msw: { handlers: cmsHandlers({ delayMs: 60_000 }) } },
};
export const Unavailable: Story = {
  parameters: {
    msw: {
      handlers: cmsHandlers({ fail: ['/website-footer-config', '/sw/website-footer-config'] }),
    },
  },
};
