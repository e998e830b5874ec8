/** The payment guard (CONTRACT-5): the run never sends a payment call the environment does not allow. */
import { describe, expect, it } from 'vitest';
import { paymentGuard } from './paymentGuard.ts';

const payment = (mobileNumber: string, paymentMobile = `0${mobileNumber}`) => ({
  mobileNumber,
  paymentMobile,
  loggedInNumber: mobileNumber,
});

describe('the payment guard', () => {
  it('lets nothing through when payments are not allowed', () => {
    const guard = paymentGuard({ allowed: false, testNumbers: ['712000001'] });
    expect(() => guard.admit('initiate', payment('712000001'))).toThrow(
      'payments are not allowed in this environment (payments.allowed is false)',
    );
    expect(() => guard.admit('validateNumber', { msisdn: '712000001' })).not.toThrow();
  });

  it('lets an initiation through only when every number it names is a test number, in any spelling', () => {
    const guard = paymentGuard({ allowed: true, testNumbers: ['0712000001'] });
    expect(() => guard.admit('authInitiate', payment('712000001', '255712000001'))).not.toThrow();
    expect(() => guard.admit('initiate', payment('712000001', '0712000002'))).toThrow(
      '"0712000002" is not one of payments.testNumbers',
    );
    expect(() => guard.admit('initiate', {})).toThrow(
      'the payment names no number to check against the test list',
    );
  });

  it('lets a process call through only for a transaction this run initiated', () => {
    const guard = paymentGuard({ allowed: true, testNumbers: ['712000001'] });
    guard.initiated('TWG1');
    expect(() => guard.admit('process', { transactionId: 'TWG1' })).not.toThrow();
    expect(() => guard.admit('authProcess', { transactionId: 'TWG2' })).toThrow(
      'transaction "TWG2" was not initiated by this run from test numbers',
    );
  });
});
