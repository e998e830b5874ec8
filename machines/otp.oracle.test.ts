/**
 * The OTP machine's oracle on the shortest path to every state and error shown (fast: the mutation run's share of
 * tests/model/otp.model.test.ts): at every step the tags the dialog reads and the values it shows
 * (attempts left, seconds left, the error code) must be what the spec's rules say, with time run
 * on 61 s from every state (resend after 60 s, 4001/400 close after 11 s).
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths } from '../tests/model/harness.ts';
import { otpSpec, otpStateKey } from '../tests/model/otp.spec.ts';

describe('otp machine (oracle, shortest paths)', () => {
  // OTP-2, OTP-3, OTP-4, OTP-5, OTP-6, OTP-7, OTP-8, OTP-10
  it('holds the tags and shows the values the rules give (5 attempts, 2003 one fewer, 2002 exhausted, resend after 60 s, 4001/400 close after 11 s)', async () => {
    const report = await checkShortestPaths(otpSpec, otpStateKey);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });
});
