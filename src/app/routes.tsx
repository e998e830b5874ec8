/**
 * The route table of spec section 2. Every screen is a lazily loaded chunk (`screen(...)`), so
 * a screen costs nothing until someone opens it.
 *
 * Plugging a feature in is one line: replace `lazy: placeholder` with
 *   `lazy: screenAt('../features/recharge/PrepaidRechargeRoute.tsx')`
 * The module exports `Component` (React Router's lazy convention) or a default component, and
 * may export `ErrorBoundary`. The route's `handle` (title) stays here.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { runtimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { Layout } from './Layout.tsx';
import { lazyWithTimeout } from './lazyWithTimeout.ts';
import { RouteError } from './RouteError.tsx';
import { titled, type RouteContent } from './routeHandle.ts';

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

/** Every screen module by its path: each is a lazily loaded chunk of its own. */
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../features/*/*Route.tsx',
  '../features/*/*/*Route.tsx',
  '../features/payment/PaymentShell.tsx',
]);

/** A route `lazy` function that also names its module (the build modulepreloads it per page). */
export type ScreenLoader = ReturnType<typeof screen> & { module: string };

/** The route `lazy` function of the screen module at `path` (relative to this file). */
export function screenAt(path: string): ScreenLoader {
  const importer = SCREEN_MODULES[path];
  if (!importer) throw new Error(`No screen module at ${path}`);
  return Object.assign(screen(importer), { module: path });
}

/** The generic "coming soon" screen for routes whose feature is not built yet. */
const placeholder = screenAt('../features/placeholder/PlaceholderRoute.tsx');
const home = screenAt('../features/home/HomeRoute.tsx');
const about = screenAt('../features/about/AboutRoute.tsx');
const notFound = screenAt('../features/not-found/NotFoundRoute.tsx');
const paymentShell = screenAt('../features/payment/PaymentShell.tsx');
const paymentStart = screenAt('../features/payment/start/PaymentStartRoute.tsx');
const paymentMethod = screenAt('../features/payment/start/MethodRoute.tsx');
const paymentStatus = screenAt('../features/payment/status/PaymentStatusRoute.tsx');

const RECHARGE_NS = 'recharge-translation';

/** What the prepaid and postpaid pages read on their first render (see RouteContent). */
const RECHARGE_FORM_CONTENT: RouteContent = {
  namespaces: [RECHARGE_NS, 'validation-translation'],
  portalConfig: true,
  skeleton: 'form',
};

const CONTACT_NS = 'contact-translation';
/** Translations of the /more-{brand}-money page (its whole content). */
const BRAND_MONEY_NS = 'brandMoney-translation';

/** What the contact and service-experience pages read on their first render. */
const CONTACT_CONTENT: RouteContent = {
  namespaces: [CONTACT_NS, 'validation-translation'],
  skeleton: 'form',
};

/** What the payment start page reads on its first render. */
const PAYMENT_CONTENT: RouteContent = {
  namespaces: ['payment-translation', 'payment-methods-translation', 'validation-translation'],
  portalConfig: true,
  heading: { namespace: 'payment-translation', key: 'page.title', text: 'Payment' },
  skeleton: 'form',
};

/** Payment method routes under /payment/start; the brand's money route comes from config. */
function paymentStartRoutes(brand: string): RouteObject[] {
  return [
    {
      index: true,
      handle: titled('routes.payment', 'Payment', PAYMENT_CONTENT),
      lazy: paymentMethod,
    },
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
    {
      index: true,
      handle: titled('routes.home', 'Home', { packages: ['website-homepage-config'] }),
      lazy: home,
    },
    { path: 'about', handle: titled('routes.about', 'About'), lazy: about },
    { path: 'page-not-found', handle: titled('routes.notFound', 'Page not found'), lazy: notFound },
    {
      path: 'storeLocator',
      handle: titled('routes.storeLocator', 'Store locator'),
      lazy: screenAt('../features/store-locator/StoreLocatorRoute.tsx'),
    },
    {
      path: 'store-locator',
      handle: titled('routes.storeLocator', 'Store locator'),
      lazy: screenAt('../features/store-locator/StoreLocatorRoute.tsx'),
    },
    {
      path: 'openNetworks',
      handle: titled('routes.openNetworks', 'Network coverage'),
      lazy: screenAt('../features/coverage/CoverageRoute.tsx'),
    },
    {
      path: 'gethelp',
      handle: titled('routes.getHelp', 'Help centre', {
        packages: ['help-documents'],
        namespaces: ['getHelp-translation', 'faq-translation'],
      }),
      lazy: screenAt('../features/help/HelpRoute.tsx'),
    },
    { path: 'table', handle: titled('routes.table', 'Table'), lazy: placeholder },
    {
      path: 'prepaid-recharge',
      handle: titled('routes.prepaidRecharge', 'Prepaid recharge', {
        ...RECHARGE_FORM_CONTENT,
        packages: ['form-prepaid-recharge'],
        heading: { namespace: RECHARGE_NS, key: 'prepaid.title', text: 'Buy airtime and bundles' },
        intro: {
          key: 'prepaid.intro',
          text: 'Enter a Twiga prepaid number, then type an amount of airtime or choose a bundle.',
        },
      }),
      lazy: screenAt('../features/recharge/PrepaidRechargeRoute.tsx'),
    },
    {
      path: 'postpaid-bill-pay',
      handle: titled('routes.postpaidBillPay', 'Postpaid bill payment', {
        ...RECHARGE_FORM_CONTENT,
        packages: ['form-postpaid-amount'],
        heading: { namespace: RECHARGE_NS, key: 'postpaid.title', text: 'Pay your postpaid bill' },
        intro: {
          key: 'postpaid.intro',
          text: 'Enter a Twiga postpaid number, look up the bill and pay it.',
        },
      }),
      lazy: screenAt('../features/recharge/PostpaidBillRoute.tsx'),
    },
    {
      path: 'data-bundle',
      handle: titled('routes.dataBundle', 'Data bundles', {
        packages: ['form-prepaid-recharge'],
        namespaces: ['broadband-translation', 'validation-translation'],
        portalConfig: true,
      }),
      lazy: screenAt('../features/broadband/DataBundleRoute.tsx'),
    },
    {
      path: 'broadband-recharge',
      handle: titled('routes.broadbandRecharge', 'Broadband recharge'),
      lazy: screenAt('../features/broadband/BroadbandRechargeRoute.tsx'),
    },
    {
      path: 'orp/fixed-internet',
      handle: titled('routes.fixedInternet', 'Fixed internet'),
      lazy: screenAt('../features/fixed-internet/FixedInternetRoute.tsx'),
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
      lazy: screenAt('../features/hbb-lead/HbbLeadRoute.tsx'),
    },
    {
      path: 'hbb-lead-status',
      handle: titled('routes.hbbLeadStatus', 'Lead status'),
      lazy: screenAt('../features/hbb-lead/HbbLeadRoute.tsx'),
    },
    // Menu routes from settings.
    {
      path: 'contact-us',
      handle: titled('routes.contactUs', 'Contact us', {
        ...CONTACT_CONTENT,
        packages: ['get-contact-form-schema'],
        heading: { namespace: CONTACT_NS, key: 'contact.title', text: 'Contact us' },
        intro: {
          key: 'contact.intro',
          text: 'Send us a message and our customer care team will get back to you.',
        },
      }),
      lazy: screenAt('../features/contact/ContactRoute.tsx'),
    },
    {
      path: `store_finder/${brand}_shop`,
      handle: titled('routes.shops', 'Shops'),
      lazy: screenAt('../features/store-locator/StoreLocatorRoute.tsx'),
    },
    {
      path: 'store_finder/dealers',
      handle: titled('routes.dealers', 'Dealers'),
      lazy: screenAt('../features/store-locator/StoreLocatorRoute.tsx'),
    },
    {
      path: 'give_your_feedback',
      handle: titled('routes.feedback', 'Our service experience', {
        ...CONTACT_CONTENT,
        packages: ['get-feedback-form-schema'],
        heading: { namespace: CONTACT_NS, key: 'feedback.title', text: 'Our service experience' },
        intro: {
          key: 'feedback.intro',
          text: 'Tell us how we did. Your rating helps us make Twiga better for you.',
        },
      }),
      lazy: screenAt('../features/contact/FeedbackRoute.tsx'),
    },
    {
      path: `more-${brand}-money`,
      handle: titled('routes.moneyLoans', 'Mobile-money loans', {
        namespaces: [BRAND_MONEY_NS],
        heading: { namespace: BRAND_MONEY_NS, key: 'title', text: 'Twiga Money loans' },
        intro: {
          key: 'intro',
          text: 'Short of cash? Borrow a small amount straight to your Twiga Money wallet and pay it back from your next deposit.',
        },
        skeleton: 'content',
      }),
      lazy: screenAt('../features/brand-money/BrandMoneyRoute.tsx'),
    },
    // Spec: /about is also the fallback for any unknown path (docs/decisions.md, record 7).
    { path: '*', handle: titled('routes.about', 'About'), lazy: about },
  ];
}

/**
 * What the router draws until the first screen's lazy module is in (React Router's
 * HydrateFallback; without one it warns on every page). Nothing, as before the warning was fixed:
 * the running portal renders only once that module is in (src/app/firstScreen.ts) and the
 * prerendered shell stays on screen meanwhile; only a router rendered at once (tests, stories)
 * shows this, for the moment the module loads.
 */
function NothingYet() {
  return null;
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
      HydrateFallback: NothingYet,
      children: [{ id: 'screens', ErrorBoundary: RouteError, children: screenRoutes(brand) }],
    },
  ];
}

/** The browser router of the running portal. */
export function createAppRouter(config?: Pick<RuntimeConfig, 'brand'>) {
  return createBrowserRouter(createRoutes(config));
}
