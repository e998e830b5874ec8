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

export const PREPAID_CONTENT: RouteContent = {
  ...RECHARGE_FORM,
  packages: ['form-prepaid-recharge'],
  heading: { namespace: RECHARGE_NS, key: 'prepaid.title', text: 'Buy airtime and bundles' },
  intro: {
    key: 'prepaid.intro',
    text: 'Enter a Twiga prepaid number, then type an amount of airtime or choose a bundle.',
  },
};

export const POSTPAID_CONTENT: RouteContent = {
  ...RECHARGE_FORM,
  packages: ['form-postpaid-amount'],
  heading: { namespace: RECHARGE_NS, key: 'postpaid.title', text: 'Pay your postpaid bill' },
  intro: {
    key: 'postpaid.intro',
    text: 'Enter a Twiga postpaid number, look up the bill and pay it.',
  },
};

export const DATA_BUNDLE_CONTENT: RouteContent = {
  packages: ['form-prepaid-recharge'],
  namespaces: ['broadband-translation', 'validation-translation'],
  portalConfig: true,
};

export const CONTACT_US_CONTENT: RouteContent = {
  ...CONTACT_FORM,
  packages: ['get-contact-form-schema'],
  heading: { namespace: CONTACT_NS, key: 'contact.title', text: 'Contact us' },
  intro: {
    key: 'contact.intro',
    text: 'Send us a message and our customer care team will get back to you.',
  },
};

export const FEEDBACK_CONTENT: RouteContent = {
  ...CONTACT_FORM,
  packages: ['get-feedback-form-schema'],
  heading: { namespace: CONTACT_NS, key: 'feedback.title', text: 'Our service experience' },
  intro: {
    key: 'feedback.intro',
    text: 'Tell us how we did. Your rating helps us make Twiga better for you.',
  },
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
