import type { StoryObj } from '@storybook/react-vite';
import { Footer } from '../../src/app/Footer.tsx';
import { screenMeta, SW } from '../support/meta.ts';
import { findsRole } from '../support/plays.ts';
import { cmsHandlers, cmsOnly } from './cmsHandlers.ts';
import '../../src/styles/index.css';

const meta = { title: 'App/Footer', ...screenMeta(Footer, cmsHandlers()) };
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { play: findsRole('heading', { name: 'Services' }) };
export const Swahili: Story = { globals: SW };
export const Loading: Story = { parameters: cmsOnly({ delayMs: 60_000 }) };
export const Unavailable: Story = {
  parameters: cmsOnly({ fail: ['/website-footer-config', '/sw/website-footer-config'] }),
};
