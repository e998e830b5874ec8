import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../../analytics/analytics.ts';
import { tracked, trackStep } from './tracking.ts';

vi.mock('../../../../analytics/analytics.ts', () => ({ track: vi.fn(() => true) }));

beforeEach(() => vi.mocked(track).mockClear());

describe('payment step analytics', () => {
  it('reports success and failure with a numeric value and the code, never the input', async () => {
    const verify = tracked(
      'mobile_money',
      'otp_verify',
      async ({ input }: { input: { otp: string; msisdn: string } }) =>
        input.otp === '123456'
          ? { ok: true as const, result: {} }
          : { ok: false as const, code: '2003', message: 'Please enter correct OTP' },
    );
    await verify({ input: { otp: '123456', msisdn: '712000001' } });
    await verify({ input: { otp: '111111', msisdn: '712000001' } });
    const events = vi.mocked(track).mock.calls.map(([event]) => event);
    expect(events).toEqual([
      {
        category: 'payment',
        action: 'mobile_money_otp_verify_success',
        label: undefined,
        value: 1,
      },
      { category: 'payment', action: 'mobile_money_otp_verify_failure', label: '2003', value: 0 },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/123456|111111|712000001/);
  });

  it('reports a rejected call as a generic failure and passes the rejection on', async () => {
    const failing = tracked('mpesa', 'initiate', async () => {
      throw new Error('network');
    });
    await expect(failing({})).rejects.toThrow('network');
    expect(track).toHaveBeenCalledWith({
      category: 'payment',
      action: 'mpesa_initiate_failure',
      label: 'generic',
      value: 0,
    });
  });

  it('reports nothing of a look-up cancelled because its screen was left', async () => {
    const status = tracked('mpesa', 'status', async () => ({
      ok: false as const,
      code: 'aborted',
      message: 'Something Went Wrong!',
    }));
    expect(await status({})).toMatchObject({ ok: false, code: 'aborted' });
    expect(track).not.toHaveBeenCalled();
  });

  it('sends numbers only as values', () => {
    trackStep('smartcash', 'pin', false, '56D005');
    expect(typeof vi.mocked(track).mock.calls[0]?.[0].value).toBe('number');
  });
});
