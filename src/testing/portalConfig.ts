/** The portal config (`resource/v1/config`) handlers answer with, as sandbox-test-data.md fixes it. */
export const testConfig = {
  preMinAmnt: 500,
  preMaxAmnt: 1000000,
  postMinAmnt: 1000,
  postMaxAmnt: 5000000,
  'beta.amountToHigherValueFeature': true,
  postpaidHybridCheck: true,
  payStackConfig: '{"key":"pk_test"}',
  enableAmPin: true,
  customerCareNumber: '100',
  pinResetDial: '*150*60#',
  paymentMaxTry: 10,
};
