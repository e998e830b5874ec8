/**
 * Every key of a contract-check environment file (contract/environments/*.json), with what it
 * holds. One list serves the loader (config.ts names a missing or malformed key with this text)
 * and the operator's table in docs/contract.md (a test holds the two together).
 */

export type FieldKind =
  | 'text' // a non-empty string
  | 'base' // a service base: a path ('/orp/...'), an absolute URL, or '' for the origin
  | 'number' // a finite number
  | 'boolean'
  | 'mobile' // a mobile number: its 9 national digits (with or without 255 / 0 in front)
  | 'numbers' // a list of mobile numbers
  | 'object'; // a free-form JSON object

export interface ConfigField {
  /** Dotted path in the file, e.g. `numbers.prepaid`. */
  key: string;
  kind: FieldKind;
  /** A default means the key may be left out. */
  default?: unknown;
  /** What the key holds, in the operator's words (the loader's message and the docs' table). */
  about: string;
}

export const CONFIG_FIELDS: readonly ConfigField[] = [
  {
    key: 'apiKey',
    kind: 'text',
    about: "the environment's x-api-key (the apiKey of its /config.json)",
  },
  {
    key: 'serviceId',
    kind: 'text',
    about: "the environment's x-service-id (the serviceId of its /config.json)",
  },
  { key: 'opco', kind: 'text', default: 'TZ', about: 'the x-opco header (the operator code)' },
  {
    key: 'product',
    kind: 'text',
    default: 'twiga',
    about: 'the product segment of the shops path cms/maps/{product}shopsbycoordinates',
  },
  {
    key: 'services.portal',
    kind: 'base',
    default: null,
    about: "the portal service's base path or URL; default the document's (portalBase)",
  },
  {
    key: 'services.auth',
    kind: 'base',
    default: null,
    about: "the auth service's base path or URL; default the document's (authBase)",
  },
  {
    key: 'services.content',
    kind: 'base',
    default: null,
    about: "the content service's base path or URL; default the document's (contentBase)",
  },
  {
    key: 'services.gateway',
    kind: 'base',
    default: null,
    about: "the card gateway's return base path or URL; default the document's",
  },
  {
    key: 'sandboxControl',
    kind: 'boolean',
    default: false,
    about:
      'true only for the operator sandbox: the run resets it first through its control API (never set it for a real service)',
  },
  {
    key: 'timeoutMs',
    kind: 'number',
    default: 15000,
    about: 'how long one call may take before it counts as unanswered',
  },
  { key: 'numbers.prepaid', kind: 'mobile', about: 'a prepaid test line that pays successfully' },
  {
    key: 'numbers.otherPrepaid',
    kind: 'mobile',
    about: "a second prepaid test line (its OTP token must not pay the first line's payment)",
  },
  { key: 'numbers.postpaid', kind: 'mobile', about: 'a postpaid test line with a bill' },
  {
    key: 'numbers.postpaidAccount',
    kind: 'text',
    about: "the postpaid line's account number",
  },
  {
    key: 'numbers.broadband',
    kind: 'mobile',
    about: 'a broadband (router) test line with a balance',
  },
  {
    key: 'numbers.unknown',
    kind: 'mobile',
    about: 'a number the service does not know (number validation fails)',
  },
  {
    key: 'numbers.otpSendLimit',
    kind: 'mobile',
    about: 'a test line given over to the OTP send limit: the run uses up its sends',
  },
  {
    key: 'numbers.otpLock',
    kind: 'mobile',
    about: 'a test line given over to the wrong-code lock: the run locks its OTP',
  },
  {
    key: 'numbers.lowAirtime',
    kind: 'mobile',
    default: null,
    about:
      'a prepaid test line whose airtime is below the minimum payment (airtime-balance); left out, that rule is SKIP',
  },
  {
    key: 'numbers.mpesaNoAnswer',
    kind: 'mobile',
    default: null,
    about:
      'a test line whose phone never answers an M-Pesa request (mpesa-approval); left out, that rule is SKIP',
  },
  {
    key: 'numbers.capLines',
    kind: 'numbers',
    default: [],
    about:
      'test lines that may each take a few codes, enough to reach otp.clientCap (otp-send-caps)',
  },
  {
    key: 'wallet.pin',
    kind: 'text',
    default: null,
    about:
      "the mobile-money PIN of the test lines' wallets (pin-attempts); left out, that rule is SKIP",
  },
  {
    key: 'fixedInternet.account',
    kind: 'text',
    about: 'a fixed-internet account with open invoices',
  },
  {
    key: 'fixedInternet.email',
    kind: 'text',
    about: 'the e-mail address registered for that account',
  },
  {
    key: 'bundle.productCode',
    kind: 'text',
    about: "a bundle of the prepaid line's catalogue (product/v1/bundle)",
  },
  {
    key: 'bundle.price',
    kind: 'number',
    default: null,
    about: "the bundle's catalogue price in TZS; left out, the run reads it from the catalogue",
  },
  {
    key: 'otp.correctCode',
    kind: 'text',
    about: 'the OTP code that always verifies on test lines',
  },
  { key: 'otp.wrongCode', kind: 'text', about: 'a code that never verifies' },
  {
    key: 'otp.attempts',
    kind: 'number',
    about: 'wrong codes a number may enter: the last of them answers the lock code',
  },
  {
    key: 'otp.sendsPerWindow',
    kind: 'number',
    about: 'codes one number may be sent within the window; the next send is refused',
  },
  {
    key: 'otp.codeLifeSeconds',
    kind: 'number',
    about: 'how long a code verifies after it was sent (checked only with --slow)',
  },
  {
    key: 'otp.sessionLifeSeconds',
    kind: 'number',
    default: 900,
    about: "how long a verified OTP's token pays (checked only with --slow)",
  },
  {
    key: 'otp.clientCap',
    kind: 'number',
    default: null,
    about:
      'codes one client may be sent within the window over all lines (otp-send-caps); left out, that rule is SKIP',
  },
  {
    key: 'lead.fullName',
    kind: 'text',
    about: 'the name on the home-broadband lead the run submits',
  },
  { key: 'lead.email', kind: 'text', about: "the lead's e-mail address (its OTP goes there)" },
  { key: 'lead.town', kind: 'text', about: 'a town where home broadband is feasible' },
  { key: 'lead.street', kind: 'text', about: 'the installation address' },
  { key: 'lead.latitude', kind: 'number', about: "the installation address's latitude" },
  { key: 'lead.longitude', kind: 'number', about: "the installation address's longitude" },
  {
    key: 'content.packageName',
    kind: 'text',
    about: 'a CMS package the content service serves (activePackage pageUrl /<name>)',
  },
  { key: 'content.latitude', kind: 'number', about: 'a point with shops within 100 km' },
  { key: 'content.longitude', kind: 'number', about: "that point's longitude" },
  {
    key: 'content.publishName',
    kind: 'text',
    default: null,
    about:
      'a form package the sandbox editor may publish (the publishing calls; sandboxControl only)',
  },
  {
    key: 'content.geocodeAddress',
    kind: 'text',
    about: 'an address the geocoder finds',
  },
  {
    key: 'payments.allowed',
    kind: 'boolean',
    about:
      'true lets the run initiate and process payments, only from the numbers of payments.testNumbers',
  },
  {
    key: 'payments.testNumbers',
    kind: 'numbers',
    about:
      'the lines whose payments move no real money; a payment scenario naming any other number is skipped',
  },
];
