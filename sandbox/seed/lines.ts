/** Lines with a documented behaviour (../shared/sandbox-test-data.md). Others act like 712000001. */
import type { LineType } from '../../src/api/wire.ts';

export interface SeedLine {
  msisdn: string;
  lineType: LineType;
  airtime: number;
  accountNo?: string;
  totalOutstanding?: number;
  broadband?: boolean;
}

export const seedLines: readonly SeedLine[] = [
  { msisdn: '712000001', lineType: 'PREPAID', airtime: 50000 },
  { msisdn: '712000002', lineType: 'PREPAID', airtime: 200 },
  { msisdn: '712000003', lineType: 'PREPAID', airtime: 50000 },
  { msisdn: '712000004', lineType: 'PREPAID', airtime: 50000 },
  { msisdn: '712000005', lineType: 'PREPAID', airtime: 50000 },
  { msisdn: '712000006', lineType: 'PREPAID', airtime: 50000 },
  {
    msisdn: '713000001',
    lineType: 'POSTPAID',
    airtime: 0,
    accountNo: '1000000001',
    totalOutstanding: 45500.5,
  },
  {
    msisdn: '713000002',
    lineType: 'HYBRID',
    airtime: 0,
    accountNo: '1000000002',
    totalOutstanding: 12000,
  },
  { msisdn: '714000001', lineType: 'PREPAID', airtime: 3000, broadband: true },
];

/** The default airtime balance of any other valid number. */
export const DEFAULT_AIRTIME = 50000;

/** Numbers that fail validation although they have a valid shape. */
export const INVALID_NUMBERS: ReadonlySet<string> = new Set(['719999999']);

/** The seed line of a number, or undefined for "any other number". */
export function findLine(msisdn: string): SeedLine | undefined {
  return seedLines.find((line) => line.msisdn === msisdn);
}
