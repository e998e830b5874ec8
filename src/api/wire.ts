/** Response and payload types of the wire (API-3, PAY-8, PAY-9, HBB-11 and the other call rows). Shared with the sandbox. */

export interface Envelope<T = unknown> {
  statusCode?: number | string;
  status?: string;
  message?: string;
  result?: T;
  error?: { message?: string; code?: string | number };
}

export const LINE_TYPES = ['PREPAID', 'POSTPAID', 'HYBRID'] as const;
export type LineType = (typeof LINE_TYPES)[number];

/**
 * resource/v1/get-product-config (the spec shows no payload or response; the shape is the
 * sandbox's, decisions "Dual-currency products"): the product codes that offer USD/CDF.
 */
export interface ProductConfig {
  dualCurrencyProducts: string[];
  baseCurrency?: string;
  secondaryCurrency?: string;
}

export interface PortalConfig {
  preMinAmnt: number;
  preMaxAmnt: number;
  postMinAmnt: number;
  postMaxAmnt: number;
  'beta.amountToHigherValueFeature': boolean;
  postpaidHybridCheck: boolean;
  payStackConfig: string; // JSON holding a key
  enableAmPin: boolean;
  customerCareNumber: string;
  pinResetDial: string;
  paymentMaxTry: number;
}

export interface Bundle {
  category: string;
  periodType: string;
  description: string;
  data: string;
  dataUnit: string;
  voice?: string;
  voiceUnit?: string;
  sms?: string;
  validity: number; // -1 means Unlimited
  validityUnit: string;
  currency: string;
  amount: number;
  productCode: string;
  lineType: string;
  name?: string;
}

export interface NumberValidation {
  status: string;
  result: LineType;
  message?: string;
}

export interface PaymentOption {
  name: string;
  type: 'PG' | 'AM' | 'airtime' | 'smartcash' | 'mpesa';
  code?: string;
}

export interface InitiationPayload {
  amount: number;
  countryCode: string;
  emailId?: string;
  mobileNumber: string;
  paymentMobile?: string;
  currencyCode: string;
  productCode?: string;
  paymentGateway?: string;
  transactionType: string;
  unit?: string;
  loggedInNumber?: string;
  accountId?: string;
  invoiceNumber?: string;
  accountType?: string;
  paymentMode: string;
  txnId?: string;
  uniqueCode?: string;
}

export interface InitiationResult {
  transactionId: string;
  encryptionKeyDetails?: { key: string };
}

export interface ProcessPayload {
  transactionId: string;
  isSubscriberRequest: true;
  paymentMode: string;
  proccessFlag: true; // [sic] spec spelling
  paymentGateway?: string;
  paymentMobile?: string;
  amPin?: string;
  accountId?: string;
  accountType?: string;
}

export const TRANSACTION_STATUSES = [
  'SUCCESS',
  'FAILED',
  'FALIURE',
  'REQUEST_REGISTERED',
  'REQUEST_RAISED',
  'ALREADY_PROCESSED',
  'IN_PROCESS',
  'CANCELLED',
] as const;

export interface TransactionResult {
  status?: string;
  transactionStatus: string;
  transactionId: string;
  refTransactionId?: string;
  transactionType: string;
  paymentMode?: string;
  paymentGateway?: string;
  mobileNumber?: string;
  msisdn?: string;
  currencyCode: string;
  amount: number;
  accountId?: string;
  invoiceNumber?: string;
  statusReason?: string;
  bundleDescription?: string;
  metaInfo?: { leadId?: string };
  redirectUrl?: string;
}

export interface PaymentOtpVerifyResult {
  uniqueCode: string;
  tokenType: string;
  accessToken: string;
}

/** One active bundle or balance line: the balance machine's shape (machines import nothing from src/). */
export type { BalanceItem } from '../../machines/balanceCheck.machine.ts';

export interface Invoice {
  accountNo: string;
  invoiceNo: string;
  dueDate: string;
  billingStartDate: string;
  billingEndDate: string;
  currency: string;
  outstandingAmount: number;
  invoiceStatus: string;
}

export interface Town {
  cityName: string;
  hbbLeadFeasibility: boolean;
}

/**
 * form/v2/save (the spec shows no payload or response; docs/decisions.md, "Contact and
 * service-experience forms"): `data{formType, language, channel, formData}` ->
 * `result{referenceId, formType}`; a field that breaks its rule is HTTP 400 naming the field.
 */
export const FORM_TYPES = ['CONTACT_US', 'SERVICE_EXPERIENCE'] as const;
/** One form type of form/v2/save. */
export type FormType = (typeof FORM_TYPES)[number];

/** The body's `data` of form/v2/save. */
export interface FormSaveRequest {
  formType: FormType;
  /** The language the person wrote in ('en' or 'sw'), so the answer can be in it. */
  language: string;
  channel: string;
  formData: Record<string, unknown>;
}

/** What form/v2/save answers. */
export interface FormSaveAnswer {
  referenceId: string;
  formType: FormType;
}
