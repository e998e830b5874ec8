import { describe, expect, it } from 'vitest';
import type { Bundle } from '../../api/wire.ts';
import { bundlePayment } from './paymentData.ts';

const bundle: Bundle = {
  category: 'Data',
  periodType: 'Monthly',
  description: 'Dual Currency Data 25GB',
  data: '25',
  dataUnit: 'GB',
  validity: 30,
  validityUnit: 'Days',
  currency: 'TZS',
  amount: 2500,
  productCode: 'DUAL_M_25GB',
  lineType: 'PREPAID',
};
const line = { msisdn: '716000001', lineType: 'PREPAID' };

describe('bundlePayment', () => {
  // PAY-6
  it('a dual-currency product carries enableDualCurrency and its USD amount, amount / 100', () => {
    expect(bundlePayment('prepaid', line, bundle, true)).toMatchObject({
      amount: 2500,
      enableDualCurrency: true,
      usdAmount: 25,
      productCode: 'DUAL_M_25GB',
    });
  });

  it('any other product has no USD/CDF switch', () => {
    const data = bundlePayment('prepaid', line, bundle);
    expect(data).not.toHaveProperty('enableDualCurrency');
    expect(data).not.toHaveProperty('usdAmount');
  });
});
