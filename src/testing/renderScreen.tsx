/**
 * Renders a screen as the app does around it: the test i18n instance with the given CMS texts,
 * toasts, and a memory router with stand-in pages to land on.
 */
import type { ComponentType, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { setLanguage } from '../content/language.ts';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { loadPaymentSession } from '../session/paymentSession.ts';
import { ToastProvider } from '../ui/ToastProvider.tsx';
import { testRouter } from './testRouter.tsx';

export type Language = 'en' | 'sw';
export type User = ReturnType<typeof userEvent.setup>;

/** A stand-in page: a route showing only its heading, to see where a screen navigated. */
export const standIn = (path: string, heading: string): RouteObject => ({
  path,
  element: <h1>{heading}</h1>,
});

/** Where every paying screen goes on Pay. */
export const PAYMENT_START = standIn('/payment/start', 'Payment start');

/**
 * Waits for the payment start stand-in (and, given the router, checks its path) and returns the
 * payment session the paying screen stored on Pay.
 */
export async function paymentStarted(router?: { state: { location: { pathname: string } } }) {
  expect(await screen.findByRole('heading', { name: 'Payment start' })).toBeInTheDocument();
  if (router) expect(router.state.location.pathname).toBe('/payment/start');
  return loadPaymentSession();
}

/** A user-event session; with fake timers it advances them while it waits between keys. */
export function testUser(): User {
  return vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    : userEvent.setup();
}

export interface TextsOptions {
  /** Namespaced translations (`{ en: { ns: {...} }, sw: {...} }`). */
  resources?: Resource;
  language?: Language;
  /** Wrap in the ToastProvider, as the app's layout does (default true). */
  toasts?: boolean;
  /** How long a toast stays, where the layout gives a screen a longer one (the payment pages). */
  toastDurationMs?: number;
}

/**
 * Renders `ui` inside i18n (and toasts) in `language`, switching the language state to it; returns
 * Testing Library's render result with the user and the i18n instance.
 */
export function renderWithTexts(
  ui: ReactNode,
  { resources = {}, language = 'en', toasts = true, toastDurationMs }: TextsOptions = {},
) {
  if (language === 'sw') setLanguage('SW');
  const i18n = createTestI18n(resources, language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      {toasts ? <ToastProvider defaultDurationMs={toastDurationMs}>{ui}</ToastProvider> : ui}
    </I18nextProvider>,
  );
  return { ...view, user: testUser(), i18n };
}

/** Renders `routes` on a memory router at `path`; returns the user, the router and the i18n. */
export function renderRoutes(routes: RouteObject[], path: string, options: TextsOptions = {}) {
  const { router, Router } = testRouter(path);
  const ui = (
    <Router>
      <AppRoutes routes={routes} />
    </Router>
  );
  return { ...renderWithTexts(ui, options), router };
}

/** A paying screen at its own path, with the payment start stand-in to land on after Pay. */
export function renderPayingScreen(
  path: string,
  Component: ComponentType,
  options: TextsOptions = {},
) {
  return renderRoutes([{ path, Component }, PAYMENT_START], path, options);
}
