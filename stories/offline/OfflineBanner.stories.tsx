import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OfflineBanner } from '../../src/offline/OfflineBanner.tsx';
import { onlineState, resetOnlineState } from '../../src/offline/onlineState.ts';
import { SW } from '../support/meta.ts';
import { findStatusSaying } from '../support/plays.ts';
import '../../src/styles/index.css';

/** Brings the page's online store to `status` before the story renders; forgets it afterwards. */
function startAt(status: 'online' | 'offline' | 'backOnline') {
  return () => {
    resetOnlineState();
    const state = onlineState();
    if (status !== 'online') state.offline();
    if (status === 'backOnline') state.online();
    return () => resetOnlineState();
  };
}

// OFF-5, OFF-7, OFF-8: the banner above every screen, in each state of the connection.
const meta = {
  title: 'Offline/OfflineBanner',
  component: OfflineBanner,
  parameters: { router: false },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  beforeEach: startAt('online'),
  play: async ({ canvasElement }) => {
    // A11Y-3: the banner's region waits in the page, empty, so going offline is read.
    const regions = within(canvasElement).getAllByRole('status');
    for (const region of regions) await expect(region).toBeEmptyDOMElement();
  },
};

export const Offline: Story = {
  beforeEach: startAt('offline'),
  play: async ({ canvasElement }) => {
    const status = await findStatusSaying(canvasElement, 'You are offline');
    const links = within(status).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:*150*01%23',
      'tel:*150*02%23',
      'tel:*150*03%23',
    ]);
  },
};

export const BackOnline: Story = {
  beforeEach: startAt('backOnline'),
  play: async ({ canvasElement }) => {
    const status = await findStatusSaying(
      canvasElement,
      'You are back online. Anything you typed is still there: send it when you are ready.',
    );
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    // The region stays, empty: nothing more is said.
    await expect(status).toBeEmptyDOMElement();
  },
};

export const OfflineSwahili: Story = {
  beforeEach: startAt('offline'),
  globals: SW,
  play: async ({ canvasElement }) => {
    const status = await findStatusSaying(canvasElement, 'Hakuna intaneti');
    await expect(within(status).getByRole('link', { name: /Angalia salio lako/ })).toHaveAttribute(
      'href',
      'tel:*150*02%23',
    );
  },
};

export const BackOnlineSwahili: Story = {
  beforeEach: startAt('backOnline'),
  globals: SW,
  play: async ({ canvasElement }) => {
    const status = await findStatusSaying(canvasElement, 'Intaneti imerudi.');
    await expect(within(status).getByRole('button', { name: 'Funga' })).toBeVisible();
  },
};
