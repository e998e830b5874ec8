/** Payment options: data{amount, mobileNumber, subscriberType, rechargeType, transactionType} -> result.paymentOption[]. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { seedPaymentOptions } from '../../seed/paymentOptions.ts';

export const paymentOptions: ApiRoute = {
  endpoint: endpoints.paymentOptions,
  handle: () => ok({ paymentOption: seedPaymentOptions }),
};
