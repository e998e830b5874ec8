/** A realistic TZ bundle catalogue (TZS). validity -1 means Unlimited. */
import type { Bundle } from '../../src/api/wire.ts';

type Row = [
  category: string,
  periodType: string,
  description: string,
  data: string,
  dataUnit: string,
  voice: string,
  sms: string,
  validity: number,
  validityUnit: string,
  amount: number,
  code: string,
];

// One catalogue row a line, as an operator's price list reads (wider than the usual 100 columns).
// prettier-ignore
const mobileRows: Row[] = [
  ['Data', 'Daily', 'Siku Data 1GB', '1', 'GB', '', '', 1, 'Day', 1000, 'DATA_D_1GB'],
  ['Data', 'Daily', 'Siku Data 350MB', '350', 'MB', '', '', 1, 'Day', 500, 'DATA_D_350MB'],
  ['Data', 'Weekly', 'Wiki Data 3GB', '3', 'GB', '', '', 7, 'Days', 3000, 'DATA_W_3GB'],
  ['Data', 'Weekly', 'Wiki Data 7GB', '7', 'GB', '', '', 7, 'Days', 5000, 'DATA_W_7GB'],
  ['Data', 'Monthly', 'Mwezi Data 15GB', '15', 'GB', '', '', 30, 'Days', 15000, 'DATA_M_15GB'],
  ['Data', 'Monthly', 'Mwezi Data 40GB', '40', 'GB', '', '', 30, 'Days', 30000, 'DATA_M_40GB'],
  ['Internet', 'Others', 'Night Internet 2GB', '2', 'GB', '', '', 1, 'Day', 700, 'DATA_NIGHT_2GB'],
  ['Internet', 'Others', 'Social Unlimited', 'Unlimited', '', '', '', -1, 'Days', 10000, 'DATA_SOCIAL_UNL'],
  ['Voice', 'Daily', 'Dakika 30 Siku', '', '', '30', '', 1, 'Day', 500, 'VOICE_D_30'],
  ['Voice', 'Weekly', 'Dakika 150 Wiki', '', '', '150', '', 7, 'Days', 2500, 'VOICE_W_150'],
  ['Voice', 'Monthly', 'Dakika 600 Mwezi', '', '', '600', '', 30, 'Days', 10000, 'VOICE_M_600'],
  ['SMS', 'Daily', 'SMS 100 Siku', '', '', '', '100', 1, 'Day', 200, 'SMS_D_100'],
  ['SMS', 'Weekly', 'SMS 500 Wiki', '', '', '', '500', 7, 'Days', 1000, 'SMS_W_500'],
  ['Combo', 'Daily', 'Combo Siku: 500MB + 20 Min + 50 SMS', '500', 'MB', '20', '50', 1, 'Day', 1000, 'COMBO_D_1'],
  ['Combo', 'Weekly', 'Combo Wiki: 2GB + 100 Min + 200 SMS', '2', 'GB', '100', '200', 7, 'Days', 5000, 'COMBO_W_1'],
  ['Combo', 'Monthly', 'Combo Mwezi: 10GB + 500 Min + Unlimited SMS', '10', 'GB', '500', 'Unlimited', 30, 'Days', 25000, 'COMBO_M_1'],
  ['International', 'Weekly', 'International Calls 30 Min (Kenya, Uganda, Rwanda)', '', '', '30', '', 7, 'Days', 3000, 'INTL_W_30'],
  ['International', 'Monthly', 'International Calls 100 Min (World)', '', '', '100', '', 30, 'Days', 12000, 'INTL_M_100'],
  ['Roaming', 'Weekly', 'East Africa Roaming 1GB + 30 Min', '1', 'GB', '30', '', 7, 'Days', 15000, 'ROAM_W_EA'],
  ['Roaming', 'Others', 'Roaming Data 500MB', '500', 'MB', '', '', 3, 'Days', 8000, 'ROAM_O_500MB'],
];

// prettier-ignore
const postpaidRows: Row[] = [
  ['Data', 'Monthly', 'Postpaid Data Add-on 20GB', '20', 'GB', '', '', 30, 'Days', 20000, 'POST_DATA_20GB'],
  ['Combo', 'Monthly', 'Postpaid Business Combo: 30GB + 1000 Min', '30', 'GB', '1000', '500', 30, 'Days', 45000, 'POST_COMBO_BIZ'],
  ['Roaming', 'Others', 'Postpaid Roaming Pass 2GB', '2', 'GB', '60', '', 7, 'Days', 25000, 'POST_ROAM_2GB'],
  ['Data', 'Others', 'Postpaid Unlimited Data', 'Unlimited', '', '', '', -1, 'Days', 90000, 'POST_DATA_UNL'],
];

// prettier-ignore
const routerRows: Row[] = [
  ['Data', 'Weekly', 'Router Data 20GB Wiki', '20', 'GB', '', '', 7, 'Days', 10000, 'MIFI_W_20GB'],
  ['Data', 'Monthly', 'Router Data 60GB Mwezi', '60', 'GB', '', '', 30, 'Days', 35000, 'MIFI_M_60GB'],
  ['Data', 'Monthly', 'Router Unlimited Mwezi', 'Unlimited', '', '', '', 30, 'Days', 90000, 'MIFI_M_UNL'],
  ['Internet', 'Others', 'Router Data 150GB (90 days)', '150', 'GB', '', '', 90, 'Days', 80000, 'MIFI_O_150GB'],
];

const hbbPlans: [
  name: string,
  description: string,
  data: string,
  dataUnit: string,
  amount: number,
  code: string,
][] = [
  ['Home Basic', 'Home Internet 10 Mbps', '200', 'GB', 55000, 'HBB_BASIC'],
  ['Home Plus', 'Home Internet 20 Mbps', '500', 'GB', 85000, 'HBB_PLUS'],
  ['Home Unlimited', 'Home Internet 30 Mbps Unlimited', 'Unlimited', '', 120000, 'HBB_UNL'],
];

function toBundle(row: Row, lineType: Bundle['lineType']): Bundle {
  // prettier-ignore
  const [category, periodType, description, data, dataUnit, voice, sms, validity, validityUnit, amount, productCode] = row;
  return {
    category,
    periodType,
    description,
    data,
    dataUnit,
    voice,
    voiceUnit: voice ? 'Min' : '',
    sms,
    validity,
    validityUnit,
    currency: 'TZS',
    amount,
    productCode,
    lineType,
  };
}

export const prepaidBundles: Bundle[] = mobileRows.map((row) => toBundle(row, 'PREPAID'));
export const postpaidBundles: Bundle[] = postpaidRows.map((row) => toBundle(row, 'POSTPAID'));
export const routerBundles: Bundle[] = routerRows.map((row) => toBundle(row, 'PREPAID'));
export const hbbBundles: Bundle[] = hbbPlans.map(
  ([name, description, data, dataUnit, amount, productCode]) => ({
    name,
    category: 'Home Broadband',
    periodType: 'Monthly',
    description,
    data,
    dataUnit,
    validity: 30,
    validityUnit: 'Days',
    currency: 'TZS',
    amount,
    productCode,
    lineType: 'PREPAID',
  }),
);

/**
 * The dual-currency product (USD/CDF switch, PAY-6), offered to 716000001 only so
 * every other number's catalogue stays as it was. Its USD amount is amount / 100 = USD 25.
 */
export const dualCurrencyBundles: Bundle[] = [
  toBundle(
    [
      'Data',
      'Monthly',
      'Dual Currency Data 25GB',
      '25',
      'GB',
      '',
      '',
      30,
      'Days',
      2500,
      'DUAL_M_25GB',
    ],
    'PREPAID',
  ),
];

/** Product codes resource/v1/get-product-config lists as dual-currency. */
export const DUAL_CURRENCY_PRODUCTS: readonly string[] = dualCurrencyBundles.map(
  (bundle) => bundle.productCode,
);

/** Every bundle, for descriptions by productCode. */
export const allBundles: Bundle[] = [
  ...prepaidBundles,
  ...dualCurrencyBundles,
  ...postpaidBundles,
  ...routerBundles,
  ...hbbBundles,
];
