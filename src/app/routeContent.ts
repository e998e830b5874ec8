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
 * A form page's content: the shared reads of its kind, its form package, and its heading and intro
 * (keys `{prefix}.title` and `{prefix}.intro` of `namespace`, with their English defaults).
 */
function formPage(
  base: RouteContent,
  formPackage: string,
  [namespace, prefix]: readonly [string, string],
  heading: string,
  intro: string,
): RouteContent {
  return {
    ...base,
    packages: [formPackage],
    heading: { namespace, key: `${prefix}.title`, text: heading },
    intro: { key: `${prefix}.intro`, text: intro },
  };
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

export const DATA_BUNDLE_CONTENT: RouteContent = {
  packages: ['form-prepaid-recharge'],
  namespaces: ['broadband-translation', 'validation-translation'],
  portalConfig: true,
};

export const BRAND_MONEY_CONTENT: RouteContent = {
  namespaces: [BRAND_MONEY_NS],
  heading: { namespace: BRAND_MONEY_NS, key: 'title', text: 'Twiga Money loans' },
  intro: {
    key: 'intro',
    text: 'Short of cash? Borrow a small amount straight to your Twiga Money wallet and pay it back from your next deposit.',
  },
  skeleton: 'content',
};

/** What the payment start page reads on its first render. */
export const PAYMENT_CONTENT: RouteContent = {
  namespaces: ['payment-translation', 'payment-methods-translation', 'validation-translation'],
  portalConfig: true,
  heading: { namespace: 'payment-translation', key: 'page.title', text: 'Payment' },
  skeleton: 'form',
};
