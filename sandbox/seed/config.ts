/** Portal config (`resource/v1/config`) as ../shared/sandbox-test-data.md fixes it. */
import type { PortalConfig } from '../../src/api/wire.ts';

export const seedConfig: PortalConfig = {
  preMinAmnt: 500,
  preMaxAmnt: 1000000,
  postMinAmnt: 1000,
  postMaxAmnt: 5000000,
  'beta.amountToHigherValueFeature': true,
  postpaidHybridCheck: true,
  payStackConfig: JSON.stringify({ key: 'pk_test_twiga_sandbox' }),
  enableAmPin: true,
  customerCareNumber: '100',
  pinResetDial: '*150*60#',
  paymentMaxTry: 10,
};
