import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ChunkLoadError } from '../../src/app/lazyWithTimeout.ts';
import { RouteError } from '../../src/app/RouteError.tsx';
import { StartupError } from '../../src/app/StartupError.tsx';
import '../../src/styles/index.css';

/** RouteError as the router shows it, for an error thrown by a screen. */
function RouteErrorDemo({ chunk }: { chunk: boolean }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RouteError,
        Component: () => {
          throw chunk ? new ChunkLoadError(new Error('offline')) : new Error('boom');
        },
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'App/Error screens',
  component: RouteErrorDemo,
  args: { chunk: false },
  parameters: { router: false },
} satisfies Meta<typeof RouteErrorDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unexpected: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
  },
};
export const UnexpectedSwahili: Story = { globals: { locale: 'sw' } };
export const ChunkFailed: Story = {
  args: { chunk: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
  },
};
export const ChunkFailedSwahili: Story = { args: { chunk: true }, globals: { locale: 'sw' } };
export const Startup: Story = { render: () => <StartupError onRetry={() => {}} /> };
