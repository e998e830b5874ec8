/** Payment options: data{amount, mobileNumber, subscriberType, rechargeType, transactionType} -> result.paymentOption[]. */
import { endpoints } from '../../../src/api/endpoints.ts';
import type { PaymentOption } from '../../../src/api/wire.ts';
import { ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';

const paymentOption: PaymentOption[] = [
  { name: 'Paystack', type: 'PG', code: 'PG' },
  { name: 'Selcom', type: 'PG', code: 'PG' },
  { name: 'Airtime', type: 'airtime' },
  { name: 'Twiga Money', type: 'AM', code: 'TWIGA_MONEY' },
  { name: 'SmartCash', type: 'smartcash', code: 'SMARTCASH_SECURE' },
  { name: 'M-Pesa', type: 'mpesa' },
];

export const paymentOptions: ApiRoute = {
  endpoint: endpoints.paymentOptions,
  handle: () => ok({ paymentOption }),
};
