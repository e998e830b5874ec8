/** Every API call of the sandbox. Adding a call = one module + one line here. */
import type { ApiRoute } from '../core/route.ts';
import { activePackage } from './content/activePackage.ts';
import { faqs } from './content/faqs.ts';
import { geocode } from './content/geocode.ts';
import { likeCount } from './content/likeCount.ts';
import { shops } from './content/shops.ts';
import { invoiceOtpResend } from './otp/invoiceResend.ts';
import { invoiceOtpSend } from './otp/invoiceSend.ts';
import { invoiceOtpVerify } from './otp/invoiceVerify.ts';
import { paymentOtpResend } from './otp/paymentResend.ts';
import { paymentOtpSend } from './otp/paymentSend.ts';
import { paymentOtpVerify, verifyUser } from './otp/paymentVerify.ts';
import { bill } from './portal/bill.ts';
import { bundles } from './portal/bundles.ts';
import { config } from './portal/config.ts';
import { formSave } from './portal/formSave.ts';
import { lineType } from './portal/lineType.ts';
import { openInvoices } from './portal/openInvoices.ts';
import { productConfig } from './portal/productConfig.ts';
import { queryBalance } from './portal/queryBalance.ts';
import { sendOtpHbb } from './portal/sendOtpHbb.ts';
import { submitLead } from './portal/submitLead.ts';
import { towns } from './portal/towns.ts';
import { trackLead } from './portal/trackLead.ts';
import { validateAccount } from './portal/validateAccount.ts';
import { validateNumber } from './portal/validateNumber.ts';
import { exchangeRate } from './transactions/exchangeRate.ts';
import { authInitiate, initiate } from './transactions/initiate.ts';
import { paymentOptions } from './transactions/paymentOptions.ts';
import { authProcess, processPayment } from './transactions/process.ts';
import { fetchTransaction, status } from './transactions/status.ts';

export const apiRoutes: readonly ApiRoute[] = [
  config,
  productConfig,
  towns,
  validateNumber,
  lineType,
  bundles,
  validateAccount,
  bill,
  openInvoices,
  queryBalance,
  submitLead,
  trackLead,
  formSave,
  sendOtpHbb,
  invoiceOtpSend,
  invoiceOtpResend,
  invoiceOtpVerify,
  paymentOtpSend,
  paymentOtpResend,
  paymentOtpVerify,
  verifyUser,
  paymentOptions,
  initiate,
  authInitiate,
  processPayment,
  authProcess,
  status,
  fetchTransaction,
  exchangeRate,
  activePackage,
  faqs,
  likeCount,
  shops,
  geocode,
];
