/**
 * What each screen reads on its first render (the `content` of its route handle): warmed at once
 * by warmRoute and drawn by the prerendered shell (heading, intro, skeleton). Kept apart from the
 * route table because it changes with the screens' content, not with their addresses.
 */
import type { RouteContent } from './routeHandle.ts';

/** The translation namespaces (CMS packages) the headings below come from. */
const NS = {
  recharge: 'recharge-translation',
  contact: 'contact-translation',
  /** The /more-{brand}-money page's whole content. */
  brandMoney: 'brandMoney-translation',
  broadband: 'broadband-translation',
  fixedInternet: 'fixed-internet-translation',
  hbb: 'hbb-translation',
  network: 'network-translation',
  /** The portal's own texts (header, about, not found). */
  orp: 'orp-translation',
  /** The OTP and PIN modals' words (src/otp/otpTexts.ts), read by every page that opens one. */
  otp: 'otp-translation',
} as const;

/** `base` plus the OTP and PIN modals' words, for a page that opens one. */
const withOtp = (base: RouteContent): RouteContent => ({
  ...base,
  namespaces: [...(base.namespaces ?? []), NS.otp],
});

/** What the prepaid and postpaid pages both read on their first render. */
const RECHARGE_FORM: RouteContent = {
  namespaces: [NS.recharge, 'validation-translation'],
  portalConfig: true,
  skeleton: 'screen',
};

/** What the contact and service-experience pages both read on their first render. */
const CONTACT_FORM: RouteContent = {
  namespaces: [NS.contact, 'validation-translation'],
  skeleton: 'screen',
};

export const HOME_CONTENT: RouteContent = { packages: ['website-homepage-config'] };

export const HELP_CONTENT: RouteContent = {
  packages: ['help-documents'],
  namespaces: ['getHelp-translation', 'faq-translation'],
  heading: { namespace: 'getHelp-translation', key: 'title', text: 'How can we help you?' },
};

/**
 * A page's content: what it reads first (`base`), and its heading and intro (keys `{prefix}title`
 * and `{prefix}intro` of `namespace`, with their English defaults), which the prerendered shell and
 * the screen (src/app/RoutePage.tsx) both show.
 */
function page(
  base: RouteContent,
  [namespace, prefix]: readonly [string, string],
  heading: string,
  intro: string,
): RouteContent {
  return {
    ...base,
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
  return page({ ...base, packages: [formPackage] }, [namespace, `${prefix}.`], heading, intro);
}

export const PREPAID_CONTENT = formPage(
  RECHARGE_FORM,
  'form-prepaid-recharge',
  [NS.recharge, 'prepaid'],
  'Buy airtime and bundles',
  'Enter a Twiga prepaid number, then type an amount of airtime or choose a bundle.',
);

export const POSTPAID_CONTENT = formPage(
  withOtp(RECHARGE_FORM),
  'form-postpaid-amount',
  [NS.recharge, 'postpaid'],
  'Pay your postpaid bill',
  'Enter a Twiga postpaid number, look up the bill and pay it.',
);

export const CONTACT_US_CONTENT = formPage(
  CONTACT_FORM,
  'get-contact-form-schema',
  [NS.contact, 'contact'],
  'Contact us',
  'Send us a message and our customer care team will get back to you.',
);

export const FEEDBACK_CONTENT = formPage(
  CONTACT_FORM,
  'get-feedback-form-schema',
  [NS.contact, 'feedback'],
  'Our service experience',
  'Tell us how we did. Your rating helps us make Twiga better for you.',
);

/** What both broadband pages read on their first render: the number field of the recharge form. */
const BROADBAND_FORM: RouteContent = {
  packages: ['form-prepaid-recharge'],
  namespaces: [NS.broadband, 'validation-translation'],
  portalConfig: true,
  skeleton: 'screen',
};

export const DATA_BUNDLE_CONTENT = page(
  withOtp(BROADBAND_FORM),
  [NS.broadband, 'dataBundle.'],
  'Broadband data bundles',
  'Enter the number of your router or MiFi to check its data balance or buy a data bundle.',
);

export const BROADBAND_RECHARGE_CONTENT = page(
  BROADBAND_FORM,
  [NS.broadband, 'recharge.'],
  'Broadband recharge',
  'Enter the number of your router or MiFi and the amount to recharge.',
);

/**
 * Pages whose texts are a namespace of their own, with `title` and `intro` at its top: namespace,
 * English heading, English intro.
 */
// Tables read best one row a line.
// prettier-ignore
const OWN_TEXTS = {
  fixedInternet: [NS.fixedInternet, 'Pay your fixed internet bill', 'Enter the account number and the email registered for the account, then choose an invoice to pay.'],
  hbbLead: [NS.hbb, 'Home broadband', 'Choose a plan, tell us where you live and we will check that our home broadband reaches you.'],
  brandMoney: [NS.brandMoney, 'Twiga Money loans', 'Short of cash? Borrow a small amount straight to your Twiga Money wallet and pay it back from your next deposit.'],
  coverage: [NS.network, 'Network coverage', 'See where our 2G, 3G, 4G and 5G network reaches.'],
} as const;

/** A page of OWN_TEXTS: it reads its namespace first, and what `more` names. */
function ownTextsPage(name: keyof typeof OWN_TEXTS, more: RouteContent = {}): RouteContent {
  const [namespace, heading, intro] = OWN_TEXTS[name];
  return page({ namespaces: [namespace], ...more }, [namespace, ''], heading, intro);
}

export const FIXED_INTERNET_CONTENT = ownTextsPage('fixedInternet', {
  packages: ['form-fixed-internet'],
  skeleton: 'screen',
});

/** /hbb-lead only: /hbb-lead-status shares its screen module, not its heading. */
export const HBB_LEAD_CONTENT = withOtp(
  ownTextsPage('hbbLead', { packages: ['hbb-lead-config'], skeleton: 'screen' }),
);

export const BRAND_MONEY_CONTENT = ownTextsPage('brandMoney', { skeleton: 'content' });

export const COVERAGE_CONTENT = ownTextsPage('coverage');

/** /about, and any unknown path: texts of orp-translation, which the layout reads anyway. */
export const ABOUT_CONTENT: RouteContent = {
  heading: { namespace: NS.orp, key: 'about.heading', text: 'About Twiga' },
  intro: {
    key: 'about.intro',
    text: 'Twiga is your mobile network in Tanzania. This portal lets you recharge, pay bills and buy bundles without logging in.',
  },
};

export const NOT_FOUND_CONTENT: RouteContent = {
  heading: { namespace: NS.orp, key: 'notFound.heading', text: 'Page not found' },
  intro: {
    key: 'notFound.body',
    text: 'The page you are looking for does not exist or has moved.',
  },
};

/** What the payment start page reads on its first render. */
export const PAYMENT_CONTENT: RouteContent = {
  namespaces: [
    'payment-translation',
    'payment-methods-translation',
    'validation-translation',
    NS.otp,
  ],
  portalConfig: true,
  heading: { namespace: 'payment-translation', key: 'page.title', text: 'Payment' },
  skeleton: 'payment',
};
