import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './AppRoutes.tsx';
import { lazyWithTimeout } from './lazyWithTimeout.ts';
import { RouteError } from './RouteError.tsx';

function Broken(): never {
  throw new Error('boom');
}

function renderRoute(route: { Component?: () => never; lazy?: () => Promise<never> }) {
  render(
    <MemoryRouter>
      <AppRoutes routes={[{ path: '/', ErrorBoundary: RouteError, ...route }]} />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  // ERR-1
  it("reads 'Unexpected Application Error!' with a way home when a screen throws", async () => {
    renderRoute({ Component: Broken });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  // ERR-2
  it("reads 'Loading chunk failed' with a Retry button when a screen's chunk fails", async () => {
    renderRoute({
      lazy: lazyWithTimeout(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    });
    expect(
      await screen.findByRole('heading', { name: 'Loading chunk failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('lazyWithTimeout', () => {
  // ERR-2
  it('fails with Loading chunk failed after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const load = lazyWithTimeout(() => new Promise<never>(() => {}), 120_000);
    const outcome = load().then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('Loading chunk failed');
  });

  it('passes the module through when it arrives in time', async () => {
    const load = lazyWithTimeout(() => Promise.resolve({ Component: 'x' }));
    await expect(load()).resolves.toEqual({ Component: 'x' });
  });
});
