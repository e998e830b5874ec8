import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from './AppRoutes.tsx';
import { useRouteError } from './RouteBoundary.tsx';
import { useRouteHandle } from './routeMatches.ts';
import { testRouter } from '../testing/testRouter.tsx';

/** A screen module whose arrival the test decides. */
function deferredScreen(heading: string) {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ Component: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ Component: () => <h1>{heading}</h1> });
      }),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

function Title() {
  const handle = useRouteHandle();
  return <p>title: {handle?.title ?? 'none'}</p>;
}

function ShowError() {
  const error = useRouteError();
  return <p role="alert">caught: {error instanceof Error ? error.message : 'nothing'}</p>;
}

function renderAt(path: string, routes: RouteObject[]) {
  const { router, Router } = testRouter(path);
  render(
    <Router>
      <AppRoutes routes={routes} />
    </Router>,
  );
  return router;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('AppRoutes: the route table on the declarative router', () => {
  it('starts loading a nested screen together with its parent, not after it', async () => {
    const shell = deferredScreen('Payment shell');
    const method = deferredScreen('Card');
    renderAt('/payment/card', [
      { path: '/payment', lazy: shell.load, children: [{ path: 'card', lazy: method.load }] },
    ]);
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(method.load).toHaveBeenCalledTimes(1);
    await method.arrive();
    await shell.arrive();
    expect(await screen.findByRole('heading', { name: 'Payment shell' })).toBeInTheDocument();
  });

  it('keeps the screen on show while the next screen’s code is on its way', async () => {
    const next = deferredScreen('Prepaid recharge');
    renderAt('/', [
      {
        path: '/',
        element: <Outlet />,
        children: [
          { index: true, element: <Link to="/prepaid-recharge">Recharge</Link> },
          { path: 'prepaid-recharge', lazy: next.load },
        ],
      },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Recharge' }));
    expect(next.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Recharge' })).toBeInTheDocument();
    await next.arrive();
    expect(await screen.findByRole('heading', { name: 'Prepaid recharge' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recharge' })).toBeNull();
  });

  // ERR-1: a failing screen shows its route's error screen (RouteError in the app's table).
  it('shows the route’s error screen for a failing screen, and clears it on leaving', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const router = renderAt('/broken', [
      {
        path: '/',
        ErrorBoundary: ShowError,
        children: [
          { path: 'broken', Component: Broken },
          { path: 'fine', element: <h1>Fine</h1> },
        ],
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('caught: boom');
    await act(async () => router.navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a screen the handle of the deepest matched route that has one', () => {
    renderAt('/payment/status', [
      {
        path: '/payment',
        handle: { titleKey: 'routes.payment', title: 'Payment' },
        element: <Outlet />,
        children: [
          { path: 'start', element: <Title /> },
          {
            path: 'status',
            handle: { titleKey: 'routes.paymentStatus', title: 'Payment status' },
            element: <Title />,
          },
        ],
      },
    ]);
    expect(screen.getByText('title: Payment status')).toBeInTheDocument();
  });
});
