import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { renderApp, setUpShellTestServer } from './testing/testCms.tsx';
import { createRoutes } from './routes.tsx';
import { isRouteHandle } from './routeHandle.ts';
import { findPageHeading, pageHeading } from '../testing/pageHeading.ts';

setUpShellTestServer();

describe('route table', () => {
  // ROUTE-2
  it('shows the About page for an unknown path, keeping the typed address', async () => {
    const { router } = renderApp('/anything-unknown');
    expect(await findPageHeading('About Twiga')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/anything-unknown');
  });

  // ROUTE-2
  it('shows the About page at /about with the document title', async () => {
    renderApp('/about');
    expect(await findPageHeading('About Twiga')).toBeInTheDocument();
    expect(document.title).toBe('About | Twiga');
  });

  // ROUTE-3
  it('shows the not-found page at /page-not-found with a way home', async () => {
    renderApp('/page-not-found');
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  /** The title handle of the deepest route that serves `path` (screens have their own tests). */
  const titleOf = (path: string) => {
    const matches = matchRoutes(createRoutes({ brand: 'twiga' }), path) ?? [];
    const handles = matches.map((m) => m.route.handle).filter(isRouteHandle);
    return handles.at(-1)?.title;
  };

  // ROUTE-4, ROUTE-5, ROUTE-6, ROUTE-8, ROUTE-9, ROUTE-10, ROUTE-11, ROUTE-12
  it.each([
    ['/storeLocator', 'Store locator'],
    ['/store-locator', 'Store locator'],
    ['/payment/start', 'Payment'],
    ['/payment/start/card', 'Card payment'],
    ['/payment/start/airtime', 'Pay with airtime'],
    ['/payment/start/twiga-money', 'Mobile money'],
    ['/payment/start/mpesa', 'MPESA'],
    ['/payment/start/smartcash', 'SmartCash'],
    ['/payment/status', 'Payment status'],
    ['/payment/status/TXN123', 'Payment status'],
    ['/store_finder/twiga_shop', 'Shops'],
    ['/store_finder/dealers', 'Dealers'],
    ['/orp/fixed-internet', 'Fixed internet'],
    ['/prepaid-recharge', 'Prepaid recharge'],
    ['/postpaid-bill-pay', 'Postpaid bill payment'],
    ['/data-bundle', 'Data bundles'],
    ['/broadband-recharge', 'Broadband recharge'],
    ['/gethelp', 'Help centre'],
    ['/openNetworks', 'Network coverage'],
    ['/hbb-lead', 'Home broadband'],
  ])('routes %s to the screen titled %s', (path, title) => {
    expect(titleOf(path)).toBe(title);
  });

  // ROUTE-11
  it('routes an unknown payment method to the About fallback, not to a payment screen', () => {
    const matches = matchRoutes(createRoutes({ brand: 'twiga' }), '/payment/start/bitcoin') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
  });

  it.each([
    ['/contact-us', 'Contact us'],
    ['/give_your_feedback', 'Our service experience'],
    ['/more-twiga-money', 'Twiga Money loans'],
  ])('serves the route %s inside the layout, not as "coming soon"', async (path, title) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByRole('main')).toContainElement(pageHeading(title));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('falls back to About for a payment path that does not exist', async () => {
    renderApp('/payment/start/bitcoin');
    expect(await findPageHeading('About Twiga')).toBeInTheDocument();
  });

  // ROUTE-1
  it('shows the home page from website-homepage-config with its recharge chips', async () => {
    renderApp('/');
    expect(await findPageHeading('Stay connected with Twiga')).toBeInTheDocument();
    const quick = screen.getByRole('region', { name: 'Quick recharge' });
    const chips = within(quick).getAllByRole('link');
    expect(chips.map((chip) => chip.getAttribute('href'))).toEqual([
      '/prepaid-recharge',
      '/postpaid-bill-pay',
      '/data-bundle',
      '/orp/fixed-internet',
      '/gethelp',
      '/storeLocator',
    ]);
    expect(document.title).toBe('Twiga');
  });
});
