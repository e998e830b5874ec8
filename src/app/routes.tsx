/**
 * The route table of spec section 2. Every screen is a lazily loaded chunk (`screen(...)`), so
 * a screen costs nothing until someone opens it.
 *
 * Plugging a feature in is one line: replace `lazy: placeholder` with
 *   `lazy: screen(() => import('../features/recharge/PrepaidRechargeRoute.tsx'))`
 * The module exports `Component` (React Router's lazy convention) or a default component, and
 * may export `ErrorBoundary`. The route's `handle` (title) stays here.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { runtimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { Layout } from './Layout.tsx';
import { lazyWithTimeout } from './lazyWithTimeout.ts';
import { RouteError } from './RouteError.tsx';
import { titled } from './routeHandle.ts';

/** What a screen module may export. */
export interface ScreenModule {
  Component?: ComponentType;
  default?: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** A route `lazy` function for a screen module, with the 120 s chunk timeout. */
export function screen(
  importer: () => Promise<ScreenModule>,
): () => Promise<Pick<RouteObject, 'Component' | 'ErrorBoundary'>> {
  const load = lazyWithTimeout(importer);
  return async () => {
    const module = await load();
    const Component = module.Component ?? module.default;
    if (!Component) throw new Error('A screen module must export Component or a default component');
    return module.ErrorBoundary
      ? { Component, ErrorBoundary: module.ErrorBoundary }
      : { Component };
  };
}

/** The generic "coming soon" screen for routes whose feature is not built yet. */
const placeholder = screen(() => import('../features/placeholder/PlaceholderRoute.tsx'));
const home = screen(() => import('../features/home/HomeRoute.tsx'));
const about = screen(() => import('../features/about/AboutRoute.tsx'));
const notFound = screen(() => import('../features/not-found/NotFoundRoute.tsx'));
const paymentShell = screen(() => import('../features/payment/PaymentShell.tsx'));
const paymentStart = screen(() => import('../features/payment/start/PaymentStartRoute.tsx'));
const paymentMethod = screen(() => import('../features/payment/start/MethodRoute.tsx'));
const paymentStatus = screen(() => import('../features/payment/status/PaymentStatusRoute.tsx'));

/** Payment method routes under /payment/start; the brand's money route comes from config. */
function paymentStartRoutes(brand: string): RouteObject[] {
  return [
    { index: true, handle: titled('routes.payment', 'Payment'), lazy: paymentMethod },
    { path: 'card', handle: titled('routes.paymentCard', 'Card payment'), lazy: paymentMethod },
    {
      path: 'airtime',
      handle: titled('routes.paymentAirtime', 'Pay with airtime'),
      lazy: paymentMethod,
    },
    {
      path: `${brand}-money`,
      handle: titled('routes.paymentMobileMoney', 'Mobile money'),
      lazy: paymentMethod,
    },
    { path: 'mpesa', handle: titled('routes.paymentMpesa', 'MPESA'), lazy: paymentMethod },
    {
      path: 'smartcash',
      handle: titled('routes.paymentSmartcash', 'SmartCash'),
      lazy: paymentMethod,
    },
  ];
}

/** The screens, all rendered inside the layout. Paths are relative to '/'. */
function screenRoutes(brand: string): RouteObject[] {
  return [
    { index: true, handle: titled('routes.home', 'Home'), lazy: home },
    { path: 'about', handle: titled('routes.about', 'About'), lazy: about },
    { path: 'page-not-found', handle: titled('routes.notFound', 'Page not found'), lazy: notFound },
    {
      path: 'storeLocator',
      handle: titled('routes.storeLocator', 'Store locator'),
      lazy: screen(() => import('../features/store-locator/StoreLocatorRoute.tsx')),
    },
    {
      path: 'store-locator',
      handle: titled('routes.storeLocator', 'Store locator'),
      lazy: screen(() => import('../features/store-locator/StoreLocatorRoute.tsx')),
    },
    {
      path: 'openNetworks',
      handle: titled('routes.openNetworks', 'Network coverage'),
      lazy: screen(() => import('../features/coverage/CoverageRoute.tsx')),
    },
    {
      path: 'gethelp',
      handle: titled('routes.getHelp', 'Help centre'),
      lazy: screen(() => import('../features/help/HelpRoute.tsx')),
    },
    { path: 'table', handle: titled('routes.table', 'Table'), lazy: placeholder },
    {
      path: 'prepaid-recharge',
      handle: titled('routes.prepaidRecharge', 'Prepaid recharge'),
      lazy: screen(() => import('../features/recharge/PrepaidRechargeRoute.tsx')),
    },
    {
      path: 'postpaid-bill-pay',
      handle: titled('routes.postpaidBillPay', 'Postpaid bill payment'),
      lazy: screen(() => import('../features/recharge/PostpaidBillRoute.tsx')),
    },
    {
      path: 'data-bundle',
      handle: titled('routes.dataBundle', 'Data bundles'),
      lazy: screen(() => import('../features/broadband/DataBundleRoute.tsx')),
    },
    {
      path: 'broadband-recharge',
      handle: titled('routes.broadbandRecharge', 'Broadband recharge'),
      lazy: screen(() => import('../features/broadband/BroadbandRechargeRoute.tsx')),
    },
    {
      path: 'orp/fixed-internet',
      handle: titled('routes.fixedInternet', 'Fixed internet'),
      lazy: screen(() => import('../features/fixed-internet/FixedInternetRoute.tsx')),
    },
    {
      // The payment shell (/payment alone goes to /payment/start).
      path: 'payment',
      handle: titled('routes.payment', 'Payment'),
      lazy: paymentShell,
      children: [
        { path: 'start', lazy: paymentStart, children: paymentStartRoutes(brand) },
        {
          path: 'status',
          handle: titled('routes.paymentStatus', 'Payment status'),
          lazy: paymentStatus,
        },
        {
          path: 'status/:id',
          handle: titled('routes.paymentStatus', 'Payment status'),
          lazy: paymentStatus,
        },
      ],
    },
    {
      path: 'hbb-lead',
      handle: titled('routes.hbbLead', 'Home broadband'),
      lazy: screen(() => import('../features/hbb-lead/HbbLeadRoute.tsx')),
    },
    {
      path: 'hbb-lead-status',
      handle: titled('routes.hbbLeadStatus', 'Lead status'),
      lazy: screen(() => import('../features/hbb-lead/HbbLeadRoute.tsx')),
    },
    // Menu routes from settings.
    { path: 'contact-us', handle: titled('routes.contactUs', 'Contact us'), lazy: placeholder },
    {
      path: `store_finder/${brand}_shop`,
      handle: titled('routes.shops', 'Shops'),
      lazy: screen(() => import('../features/store-locator/StoreLocatorRoute.tsx')),
    },
    {
      path: 'store_finder/dealers',
      handle: titled('routes.dealers', 'Dealers'),
      lazy: screen(() => import('../features/store-locator/StoreLocatorRoute.tsx')),
    },
    {
      path: 'give_your_feedback',
      handle: titled('routes.feedback', 'Our service experience'),
      lazy: placeholder,
    },
    {
      path: `more-${brand}-money`,
      handle: titled('routes.moneyLoans', 'Mobile-money loans'),
      lazy: placeholder,
    },
    // Spec: /about is also the fallback for any unknown path (docs/decisions.md, record 7).
    { path: '*', handle: titled('routes.about', 'About'), lazy: about },
  ];
}

/**
 * The whole route tree. The pathless child carries the screens' error boundary so a failing
 * screen (or chunk) shows its error inside the header and footer; the root boundary catches a
 * failure of the layout itself.
 */
export function createRoutes(
  config: Pick<RuntimeConfig, 'brand'> = runtimeConfig(),
): RouteObject[] {
  const brand = config.brand.trim().toLowerCase() || 'twiga';
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      ErrorBoundary: RouteError,
      children: [{ id: 'screens', ErrorBoundary: RouteError, children: screenRoutes(brand) }],
    },
  ];
}

/** The browser router of the running portal. */
export function createAppRouter(config?: Pick<RuntimeConfig, 'brand'>) {
  return createBrowserRouter(createRoutes(config));
}
