/** The payment options the sandbox offers every payment, in its order (sandbox-test-data.md). */
import type { PaymentOption } from '../../src/api/wire.ts';

export const seedPaymentOptions: PaymentOption[] = [
  { name: 'Paystack', type: 'PG', code: 'PG' },
  { name: 'Selcom', type: 'PG', code: 'PG' },
  { name: 'Airtime', type: 'airtime' },
  { name: 'Twiga Money', type: 'AM', code: 'TWIGA_MONEY' },
  { name: 'SmartCash', type: 'smartcash', code: 'SMARTCASH_SECURE' },
  { name: 'M-Pesa', type: 'mpesa' },
];
