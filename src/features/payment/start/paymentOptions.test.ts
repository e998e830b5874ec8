import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '../../../api/wire.ts';
import {
  applyUsdFloor,
  defaultType,
  distinctTypes,
  methodPath,
  sortOptions,
  typeOfSegment,
} from './paymentOptions.ts';

const options: PaymentOption[] = [
  { name: 'Selcom', type: 'PG' },
  { name: 'Twiga Money', type: 'AM' },
  { name: 'airtime', type: 'airtime' },
  { name: 'Paystack', type: 'PG' },
  { name: 'M-Pesa', type: 'mpesa' },
];

describe('payment options', () => {
  // PAY-2, PAY-3
  it('sorts by name regardless of case and lists each type once', () => {
    const sorted = sortOptions(options);
    expect(sorted.map((o) => o.name)).toEqual([
      'airtime',
      'M-Pesa',
      'Paystack',
      'Selcom',
      'Twiga Money',
    ]);
    expect(distinctTypes(sorted)).toEqual(['airtime', 'mpesa', 'PG', 'AM']);
  });

  // PAY-2
  it('opens the card method first when a gateway is offered, else the first type', () => {
    expect(defaultType(['airtime', 'PG'])).toBe('PG');
    expect(defaultType(['mpesa', 'AM'])).toBe('mpesa');
    expect(defaultType([])).toBeUndefined();
  });

  // PAY-6
  it('keeps only mobile money below USD 1 in a dual-currency payment', () => {
    expect(applyUsdFloor(options, 99, true).map((o) => o.type)).toEqual(['AM']);
    expect(applyUsdFloor(options, 100, true)).toHaveLength(5);
    expect(applyUsdFloor(options, 99, false)).toHaveLength(5);
  });

  it('maps route segments to types with the brand money route', () => {
    expect(typeOfSegment('twiga-money', 'twiga')).toBe('AM');
    expect(typeOfSegment('card', 'twiga')).toBe('PG');
    expect(typeOfSegment('nope', 'twiga')).toBeUndefined();
    expect(methodPath('AM', 'twiga')).toBe('/payment/start/twiga-money');
  });
});
