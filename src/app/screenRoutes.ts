/**
 * The screens of ROUTE-1 to ROUTE-14 as a table: address, title, screen module and what the screen
 * reads first. Plugging a feature in is one row; a screen module exports `Component` (React
 * Router's lazy convention) or a default component.
 */
import type { RouteObject } from 'react-router-dom';
import * as content from './routeContent.ts';
import { titled, type RouteContent } from './routeHandle.ts';
import { screenAt } from './screens.ts';

/**
 * One screen: path relative to '/' ('' is the index), title key (orp-translation) and English
 * title, screen module under src/features (without '.tsx'), what it reads on its first render.
 */
type ScreenRow = readonly [string, string, string, string, RouteContent?];

const ABOUT = 'about/AboutRoute';
const STORES = 'store-locator/StoreLocatorRoute';
const HBB_LEAD = 'hbb-lead/HbbLeadRoute';
const METHOD = 'payment/start/MethodRoute';
const STATUS = 'payment/status/PaymentStatusRoute';

// Tables read best one row a line.
// prettier-ignore
/** The screens before the payment shell, in the table's order. */
const FIRST: readonly ScreenRow[] = [
  ['', 'routes.home', 'Home', 'home/HomeRoute', content.HOME_CONTENT],
  ['about', 'routes.about', 'About', ABOUT, content.ABOUT_CONTENT],
  ['page-not-found', 'routes.notFound', 'Page not found', 'not-found/NotFoundRoute', content.NOT_FOUND_CONTENT],
  ['storeLocator', 'routes.storeLocator', 'Store locator', STORES],
  ['store-locator', 'routes.storeLocator', 'Store locator', STORES],
  ['openNetworks', 'routes.openNetworks', 'Network coverage', 'coverage/CoverageRoute', content.COVERAGE_CONTENT],
  ['gethelp', 'routes.getHelp', 'Help centre', 'help/HelpRoute', content.HELP_CONTENT],
  // The generic "coming soon" screen, for a route whose feature is not built yet.
  ['table', 'routes.table', 'Table', 'placeholder/PlaceholderRoute'],
  ['prepaid-recharge', 'routes.prepaidRecharge', 'Prepaid recharge', 'recharge/PrepaidRechargeRoute', content.PREPAID_CONTENT],
  ['postpaid-bill-pay', 'routes.postpaidBillPay', 'Postpaid bill payment', 'recharge/PostpaidBillRoute', content.POSTPAID_CONTENT],
  ['data-bundle', 'routes.dataBundle', 'Data bundles', 'broadband/DataBundleRoute', content.DATA_BUNDLE_CONTENT],
  ['broadband-recharge', 'routes.broadbandRecharge', 'Broadband recharge', 'broadband/BroadbandRechargeRoute', content.BROADBAND_RECHARGE_CONTENT],
  ['orp/fixed-internet', 'routes.fixedInternet', 'Fixed internet', 'fixed-internet/FixedInternetRoute', content.FIXED_INTERNET_CONTENT],
];

/** The screens after the payment shell: lead pages, then the menu routes from settings. */
function last(brand: string): readonly ScreenRow[] {
  // prettier-ignore
  return [
    ['hbb-lead', 'routes.hbbLead', 'Home broadband', HBB_LEAD, content.HBB_LEAD_CONTENT],
    ['hbb-lead-status', 'routes.hbbLeadStatus', 'Lead status', HBB_LEAD],
    ['contact-us', 'routes.contactUs', 'Contact us', 'contact/ContactRoute', content.CONTACT_US_CONTENT],
    [`store_finder/${brand}_shop`, 'routes.shops', 'Shops', STORES],
    ['store_finder/dealers', 'routes.dealers', 'Dealers', STORES],
    ['give_your_feedback', 'routes.feedback', 'Our service experience', 'contact/FeedbackRoute', content.FEEDBACK_CONTENT],
    [`more-${brand}-money`, 'routes.moneyLoans', 'Mobile-money loans', 'brand-money/BrandMoneyRoute', content.BRAND_MONEY_CONTENT],
    // Spec: /about is also the fallback for any unknown path (docs/decisions.md, record 7).
    ['*', 'routes.about', 'About', ABOUT, content.ABOUT_CONTENT],
  ];
}

/** The route `lazy` of a screen module under src/features. */
const feature = (module: string) => screenAt(`../features/${module}.tsx`);

function toRoute([path, titleKey, title, module, first]: ScreenRow): RouteObject {
  const handle = titled(titleKey, title, first);
  const lazy = feature(module);
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** Payment method routes under /payment/start; the brand's money route comes from config. */
function paymentStartRoutes(brand: string): readonly ScreenRow[] {
  return [
    ['', 'routes.payment', 'Payment', METHOD, content.PAYMENT_CONTENT],
    ['card', 'routes.paymentCard', 'Card payment', METHOD],
    ['airtime', 'routes.paymentAirtime', 'Pay with airtime', METHOD],
    [`${brand}-money`, 'routes.paymentMobileMoney', 'Mobile money', METHOD],
    ['mpesa', 'routes.paymentMpesa', 'MPESA', METHOD],
    ['smartcash', 'routes.paymentSmartcash', 'SmartCash', METHOD],
  ];
}

/** The payment shell (/payment alone goes to /payment/start) and its children. */
function paymentRoute(brand: string): RouteObject {
  return {
    path: 'payment',
    handle: titled('routes.payment', 'Payment'),
    lazy: feature('payment/PaymentShell'),
    children: [
      {
        path: 'start',
        lazy: feature('payment/start/PaymentStartRoute'),
        children: paymentStartRoutes(brand).map(toRoute),
      },
      toRoute(['status', 'routes.paymentStatus', 'Payment status', STATUS]),
      toRoute(['status/:id', 'routes.paymentStatus', 'Payment status', STATUS]),
    ],
  };
}

/** The screens, all rendered inside the layout. Paths are relative to '/'. */
export function screenRoutes(brand: string): RouteObject[] {
  return [...FIRST.map(toRoute), paymentRoute(brand), ...last(brand).map(toRoute)];
}
