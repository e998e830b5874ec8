/**
 * OTP access tokens at rest (issue 30, item 7): sandbox.db holds the SHA-256 of each token, never
 * the token, so a copy of the file pays nothing; the token itself still authorises its calls.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { RECHARGE_TZS_1000, sandboxForFile } from './harness.ts';

const dbPath = join(mkdtempSync(join(tmpdir(), 'twiga-tokens-')), 'sandbox.db');
const h = sandboxForFile({ dbPath });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every text value of every otps row, as someone holding a copy of the file reads them. */
function otpsAtRest(): string[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const rows = db.prepare('SELECT * FROM otps').all() as Record<string, unknown>[];
    return rows.flatMap((row) => Object.values(row).filter((v) => typeof v === 'string'));
  } finally {
    db.close();
  }
}

async function verify(msisdn: string): Promise<{ refId: string; accessToken: string }> {
  const sent = await h.call('paymentOtpSend', { data: { msisdn } });
  const refId = (sent.body.result as { refId: string }).refId;
  const verified = await h.call('paymentOtpVerify', { data: { refId, otp: '123456' } });
  return { refId, accessToken: (verified.body.result as { accessToken: string }).accessToken };
}

const walletOrder = {
  ...RECHARGE_TZS_1000,
  emailId: 'a@b.co',
  mobileNumber: '712000001',
  paymentMobile: '0712000001',
  paymentMode: 'SMARTCASH',
  paymentGateway: 'SMARTCASH_SECURE',
};
const initiateWith = (token: string) =>
  h.call('authInitiate', { data: walletOrder, headers: { Authorization: `Bearer ${token}` } });

// CONSENT-12: issue 30's rules, as properties of the operator's contract.
describe('OTP access tokens at rest', () => {
  it('the database holds the SHA-256 of the token and nowhere the token itself', async () => {
    const { accessToken } = await verify('712000001');
    expect(accessToken).toMatch(/^TKN/);
    const values = otpsAtRest();
    expect(values.some((v) => v.includes(accessToken))).toBe(false);
    expect(values).toContain(sha256(accessToken));
  });

  it('the token authorises its call; the stored hash used as a token answers 401', async () => {
    const { accessToken } = await verify('712000001');
    expect((await initiateWith(accessToken)).http).toBe(200);
    const stolen = await initiateWith(sha256(accessToken));
    expect(stolen.http).toBe(401);
    expect(stolen.body.message).toBe('Invalid or expired access token');
  });

  it('verifying the session again hands out a new token; the earlier one stops working', async () => {
    const first = await verify('712000001');
    const again = await h.call('paymentOtpVerify', { data: { refId: first.refId, otp: '123456' } });
    const second = (again.body.result as { accessToken: string }).accessToken;
    expect(second).not.toBe(first.accessToken);
    expect((await initiateWith(first.accessToken)).http).toBe(401);
    expect((await initiateWith(second)).http).toBe(200);
  });
});
