import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactMsisdn, scrubSecrets } from './redact.ts';

describe('redactMsisdn', () => {
  it('keeps only the last 3 digits', () => {
    expect(redactMsisdn('712000001')).toBe('******001');
    expect(redactMsisdn('+255 712 000 001')).toBe('*********001');
    expect(redactMsisdn('12')).toBe('**');
  });
});

describe('scrubSecrets', () => {
  it('masks PINs and OTPs and cuts mobile numbers', () => {
    expect(scrubSecrets('pin 1234 failed')).toBe('pin **** failed');
    expect(scrubSecrets('otp 123456')).toBe('otp ****');
    expect(scrubSecrets('recharge 712000001 ok')).toBe('recharge ******001 ok');
    expect(scrubSecrets('255712000001')).toBe('*********001');
    expect(scrubSecrets('step 2 of 3')).toBe('step 2 of 3');
  });

  // ERR-4
  it('never lets a 9-digit number through whole', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[67]\d{8}$/),
        fc.string(),
        (msisdn, text) => !scrubSecrets(`${text} ${msisdn} ${text}`).includes(msisdn),
      ),
    );
  });
});
