/**
 * What each screen reads on its first render (the `content` of its route handle): warmed at once
 * by warmRoute and drawn by the prerendered shell (heading, intro, skeleton). Kept apart from the
 * route table because it changes with the screens' content, not with their addresses.
 */
import type { RouteContent } from './routeHandle.ts';

const RECHARGE_NS = 'recharge-translation';
const CONTACT_NS = 'contact-translation';
/** Translations of the /more-{brand}-money page (its whole content). */
const BRAND_MONEY_NS = 'brandMoney-translation';
const BROADBAND_NS = 'broadband-translation';
const FIXED_INTERNET_NS = 'fixed-internet-translation';
const HBB_NS = 'hbb-translation';
/** The portal's own texts (header, about, not found). */
const ORP_NS = 'orp-translation';

/** What the prepaid and postpaid pages both read on their first render. */
const RECHARGE_FORM: RouteContent = {
  namespaces: [RECHARGE_NS, 'validation-translation'],
  portalConfig: true,
  skeleton: 'form',
};

/** What the contact and service-experience pages both read on their first render. */
const CONTACT_FORM: RouteContent = {
  namespaces: [CONTACT_NS, 'validation-translation'],
  skeleton: 'form',
};

export const HOME_CONTENT: RouteContent = { packages: ['website-homepage-config'] };

export const HELP_CONTENT: RouteContent = {
  packages: ['help-documents'],
  namespaces: ['getHelp-translation', 'faq-translation'],
};

/**
 * A page's heading and intro (keys `{prefix}title` and `{prefix}intro` of `namespace`, with their
 * English defaults): what the prerendered shell and the screen (src/app/RoutePage.tsx) both show.
 */
function headed(
  [namespace, prefix]: readonly [string, string],
  heading: string,
  intro: string,
): Pick<RouteContent, 'heading' | 'intro'> {
  return {
    heading: { namespace, key: `${prefix}title`, text: heading },
    intro: { key: `${prefix}intro`, text: intro },
  };
}

/** A form page's content: the shared reads of its kind, its form package, heading and intro. */
function formPage(
  base: RouteContent,
  formPackage: string,
  [namespace, prefix]: readonly [string, string],
  heading: string,
  intro: string,
): RouteContent {
  return { ...base, packages: [formPackage], ...headed([namespace, `${prefix}.`], heading, intro) };
}

export const PREPAID_CONTENT = formPage(
  RECHARGE_FORM,
  'form-prepaid-recharge',
  [RECHARGE_NS, 'prepaid'],
  'Buy airtime and bundles',
  'Enter a Twiga prepaid number, then type an amount of airtime or choose a bundle.',
);

export const POSTPAID_CONTENT = formPage(
  RECHARGE_FORM,
  'form-postpaid-amount',
  [RECHARGE_NS, 'postpaid'],
  'Pay your postpaid bill',
  'Enter a Twiga postpaid number, look up the bill and pay it.',
);

export const CONTACT_US_CONTENT = formPage(
  CONTACT_FORM,
  'get-contact-form-schema',
  [CONTACT_NS, 'contact'],
  'Contact us',
  'Send us a message and our customer care team will get back to you.',
);

export const FEEDBACK_CONTENT = formPage(
  CONTACT_FORM,
  'get-feedback-form-schema',
  [CONTACT_NS, 'feedback'],
  'Our service experience',
  'Tell us how we did. Your rating helps us make Twiga better for you.',
);

/** What both broadband pages read on their first render: the number field of the recharge form. */
const BROADBAND_FORM: RouteContent = {
  packages: ['form-prepaid-recharge'],
  namespaces: [BROADBAND_NS, 'validation-translation'],
  portalConfig: true,
  skeleton: 'form',
};

export const DATA_BUNDLE_CONTENT: RouteContent = {
  ...BROADBAND_FORM,
  ...headed(
    [BROADBAND_NS, 'dataBundle.'],
    'Broadband data bundles',
    'Enter the number of your router or MiFi to check its data balance or buy a data bundle.',
  ),
};

export const BROADBAND_RECHARGE_CONTENT: RouteContent = {
  ...BROADBAND_FORM,
  ...headed(
    [BROADBAND_NS, 'recharge.'],
    'Broadband recharge',
    'Enter the number of your router or MiFi and the amount to recharge.',
  ),
};

export const FIXED_INTERNET_CONTENT: RouteContent = {
  packages: ['form-fixed-internet'],
  namespaces: [FIXED_INTERNET_NS],
  skeleton: 'form',
  ...headed(
    [FIXED_INTERNET_NS, ''],
    'Pay your fixed internet bill',
    'Enter the account number and the email registered for the account, then choose an invoice to pay.',
  ),
};

/** /hbb-lead only: /hbb-lead-status shares its screen module, not its heading. */
export const HBB_LEAD_CONTENT: RouteContent = {
  namespaces: [HBB_NS],
  ...headed(
    [HBB_NS, ''],
    'Home broadband',
    'Choose a plan, tell us where you live and we will check that our home broadband reaches you.',
  ),
};

export const BRAND_MONEY_CONTENT: RouteContent = {
  namespaces: [BRAND_MONEY_NS],
  ...headed(
    [BRAND_MONEY_NS, ''],
    'Twiga Money loans',
    'Short of cash? Borrow a small amount straight to your Twiga Money wallet and pay it back from your next deposit.',
  ),
  skeleton: 'content',
};

/** /about, and any unknown path: texts of orp-translation, which the layout reads anyway. */
export const ABOUT_CONTENT: RouteContent = {
  heading: { namespace: ORP_NS, key: 'about.heading', text: 'About Twiga' },
  intro: {
    key: 'about.intro',
    text: 'Twiga is your mobile network in Tanzania. This portal lets you recharge, pay bills and buy bundles without logging in.',
  },
};

export const NOT_FOUND_CONTENT: RouteContent = {
  heading: { namespace: ORP_NS, key: 'notFound.heading', text: 'Page not found' },
  intro: {
    key: 'notFound.body',
    text: 'The page you are looking for does not exist or has moved.',
  },
};

/** What the payment start page reads on its first render. */
export const PAYMENT_CONTENT: RouteContent = {
  namespaces: ['payment-translation', 'payment-methods-translation', 'validation-translation'],
  portalConfig: true,
  heading: { namespace: 'payment-translation', key: 'page.title', text: 'Payment' },
  skeleton: 'form',
};
