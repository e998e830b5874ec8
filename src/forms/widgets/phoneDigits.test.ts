import { describe, expect, it } from 'vitest';
import { PHONE_DIGITS, nationalDigits } from './phoneDigits.ts';

// REM-2: the one 9-digit normalisation of the phone field and the remembered numbers.
describe('nationalDigits', () => {
  it.each([
    ['712000001', '712000001'],
    ['+255 712 000 001', '712000001'],
    ['255712000001', '712000001'],
    ['0712000001', '712000001'],
    // Exactly 9 digits are a national number already, even when they start like a prefix.
    ['255000001', '255000001'],
    ['012345678', '012345678'],
    // More than 9 without a prefix: the first 9 are kept, as the field keeps them.
    ['7120000019999', '712000001'],
    ['a7-12', '712'],
    ['', ''],
  ])('%j -> %j', (typed, national) => {
    expect(nationalDigits(typed)).toBe(national);
  });

  it('a subscriber number is 9 digits', () => {
    expect(PHONE_DIGITS).toBe(9);
  });
});
