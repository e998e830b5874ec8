/** Number validation's two checks and the dual-currency product, answered by the test numbers. */
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();

/** Validates `data`; `offContract` says why a request the contract forbids is sent. */
const validate = (data: Record<string, unknown>, offContract?: string) =>
  h.call('validateNumber', { data, ...(offContract ? { offContract } : {}) });

describe('hybrid postpaid check (requestType HYBRID_POSTPAID_CHECK)', () => {
  it.each([
    ['713000002', 'HYBRID', 'Hybrid postpaid line'],
    ['713000001', 'POSTPAID', 'Not a hybrid line'],
    ['712000001', 'PREPAID', 'Not a hybrid line'],
  ])('%s answers %s', async (msisdn, lineType, message) => {
    const answer = await validate({
      msisdn,
      checkIfBroadband: false,
      requestType: 'HYBRID_POSTPAID_CHECK',
    });
    expect(answer.body).toMatchObject({
      statusCode: 200,
      status: 'success',
      result: lineType,
      message,
    });
  });

  // REC-4
  it('still fails an invalid number with Invalid Mobile No', async () => {
    const answer = await validate({ msisdn: '719999999', requestType: 'HYBRID_POSTPAID_CHECK' });
    expect(answer.body).toMatchObject({ statusCode: '400', message: 'Invalid Mobile No' });
  });

  it('refuses an unknown request type', async () => {
    const answer = await validate(
      { msisdn: '713000002', requestType: 'SOMETHING_ELSE' },
      'a request type the portal never sends',
    );
    expect(answer.body).toMatchObject({ statusCode: '400', message: 'Invalid request type' });
  });
});

describe('broadband check (checkIfBroadband)', () => {
  it('714000001, the router line, is accepted as PREPAID', async () => {
    const answer = await validate({ msisdn: '714000001', checkIfBroadband: true, requestType: '' });
    expect(answer.body).toMatchObject({ statusCode: 200, status: 'success', result: 'PREPAID' });
  });

  it.each(['712000001', '713000001', '713000002', '654321987'])(
    '%s, a handset line, is refused as not a broadband line',
    async (msisdn) => {
      const answer = await validate({ msisdn, checkIfBroadband: true, requestType: '' });
      expect(answer.http).toBe(200);
      expect(answer.body).toMatchObject({
        statusCode: 'NOT_BROADBAND',
        status: 'failure',
        message: 'This number is not a broadband line',
      });
    },
  );

  it('an invalid number stays Invalid Mobile No', async () => {
    const answer = await validate({ msisdn: '719999999', checkIfBroadband: true });
    expect(answer.body).toMatchObject({ statusCode: '400', message: 'Invalid Mobile No' });
  });

  it('without the flag a handset validates as before', async () => {
    const answer = await validate({ msisdn: '712000001', checkIfBroadband: false });
    expect(answer.body).toMatchObject({ statusCode: 200, result: 'PREPAID' });
  });
});

describe('dual-currency product (716000001)', () => {
  it('get-product-config lists DUAL_M_25GB as dual-currency', async () => {
    const answer = await h.call('productConfig', {});
    expect(answer.body).toMatchObject({
      statusCode: 200,
      result: { dualCurrencyProducts: ['DUAL_M_25GB'] },
    });
  });

  it('716000001 is a prepaid line offered the dual-currency bundle besides the catalogue', async () => {
    const validated = await validate({ msisdn: '716000001', checkIfBroadband: false });
    expect(validated.body).toMatchObject({ statusCode: 200, result: 'PREPAID' });
    const list = (await h.call('bundles', { data: { msisdn: '716000001', lineType: 'PREPAID' } }))
      .body.result as { productCode: string; amount: number }[];
    expect(list).toContainEqual(
      expect.objectContaining({ productCode: 'DUAL_M_25GB', amount: 2500 }),
    );
    expect(list.length).toBeGreaterThan(1);
  });

  it('712000001 is not offered it', async () => {
    const list = (await h.call('bundles', { data: { msisdn: '712000001', lineType: 'PREPAID' } }))
      .body.result as { productCode: string }[];
    expect(list.map((b) => b.productCode)).not.toContain('DUAL_M_25GB');
  });
});
