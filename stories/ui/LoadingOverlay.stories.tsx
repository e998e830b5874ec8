import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from '../../src/ui/LoadingOverlay.tsx';
import { SW } from '../support/meta.ts';
import { findStatusSaying } from '../support/plays.ts';
import '../../src/styles/index.css';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const status = await findStatusSaying(canvasElement, 'Please wait ...');
    await expect(status).toHaveTextContent('Hold on!');
    await expect(status).toHaveTextContent('We are loading the page for you');
  },
};
export const Swahili: Story = { globals: SW };
export const Hidden: Story = { args: { visible: false } };
