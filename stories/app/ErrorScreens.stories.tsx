import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes.tsx';
import { ChunkLoadError } from '../../src/app/lazyWithTimeout.ts';
import { RouteError } from '../../src/app/RouteError.tsx';
import { StartupError } from '../../src/app/StartupError.tsx';
import { SW } from '../support/meta.ts';
import { findsRole } from '../support/plays.ts';
import '../../src/styles/index.css';

/** RouteError as the router shows it, for an error thrown by a screen. */
function RouteErrorDemo({ chunk }: { chunk: boolean }) {
  const routes = [
    {
      path: '/',
      ErrorBoundary: RouteError,
      Component: () => {
        throw chunk ? new ChunkLoadError(new Error('offline')) : new Error('boom');
      },
    },
  ];
  return (
    <MemoryRouter>
      <AppRoutes routes={routes} />
    </MemoryRouter>
  );
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
  play: findsRole('heading', { name: 'Unexpected Application Error!' }),
};
export const UnexpectedSwahili: Story = { globals: SW };
export const ChunkFailed: Story = {
  args: { chunk: true },
  play: findsRole('button', { name: 'Retry' }),
};
export const ChunkFailedSwahili: Story = { args: { chunk: true }, globals: SW };
export const Startup: Story = { render: () => <StartupError onRetry={() => {}} /> };
