/** One prepaid TZS bundle row as product/v1/bundle answers it, for test handlers and stories. */
import type { Bundle } from '../api/wire.ts';

export const testBundle = (
  category: string,
  periodType: string,
  description: string,
  data: string,
  dataUnit: string,
  validity: number,
  amount: number,
  productCode: string,
): Bundle => ({
  category,
  periodType,
  description,
  data,
  dataUnit,
  validity,
  validityUnit: validity === 1 ? 'Day' : 'Days',
  currency: 'TZS',
  amount,
  productCode,
  lineType: 'PREPAID',
});
