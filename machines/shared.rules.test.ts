/**
 * The small rules every machine reads its services' answers with (issue 14): which error a failure
 * leaves on screen, how many attempts are left after a wrong code or PIN, which status a
 * transaction is in, and what an OTP or a number validation hands the flow that asked for it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, toPromise } from 'xstate';
import { lineTypeOf, numberError } from './lineOutcome.ts';
import { otpActors } from './otpCalls.ts';
import { closedError, uniqueCodeOf } from './otpOutput.ts';
import { hasCode, nextAttempts, notProvided, rawStatus, resultNumber, toError } from './shared.ts';
import { failOutcome, flush, okOutcome } from './testing/simulatedActor.ts';

describe('the error a failure leaves on screen', () => {
  // API-3, ERR-3
  it('is the code with the server text when the server sent one', () => {
    expect(toError(failOutcome('2003', 'Please enter correct OTP'))).toEqual({
      code: '2003',
      message: 'Please enter correct OTP',
    });
  });

  // ERR-3
  it('is the code alone (the screen uses its own words) when the text is empty', () => {
    expect(toError(failOutcome('1006'))).toEqual({ code: '1006' });
  });

  // API-4
  it('is "Something Went Wrong!" (generic) when there was no failure to read', () => {
    expect(toError(undefined)).toEqual({ code: 'generic' });
    expect(toError(okOutcome({}))).toEqual({ code: 'generic' });
  });

  // OTP-4, OTP-5
  it('names a code only for a failure with one of the codes asked about', () => {
    expect(hasCode(failOutcome('2003'), '2002', '2003')).toBe(true);
    expect(hasCode(failOutcome('2004'), '2002', '2003')).toBe(false);
    expect(hasCode(okOutcome({ code: '2003' }), '2003')).toBe(false);
    expect(hasCode(undefined, '2003')).toBe(false);
  });

  it('a missing actor says which one, so a screen without it fails loudly', () => {
    expect(() => notProvided('verifyOtp')).toThrow("actor 'verifyOtp' not provided");
  });
});

describe('attempts left after a wrong code or PIN (from 5)', () => {
  // OTP-4, OTP-16
  it('one less than before when the server sends no figure', () => {
    expect(nextAttempts(failOutcome('2003'), 5)).toBe(4);
  });

  // OTP-16
  it("the server's figure when it sends a lower one, as a number or a numeric text", () => {
    expect(nextAttempts(failOutcome('2003', '', { attemptsLeft: 2 }), 5)).toBe(2);
    expect(nextAttempts(failOutcome('1004', '', { attemptsLeft: '3' }), 5)).toBe(3);
  });

  // OTP-16
  it('never more than one less than before, and never below 0', () => {
    expect(nextAttempts(failOutcome('2003', '', { attemptsLeft: 9 }), 3)).toBe(2);
    expect(nextAttempts(failOutcome('2003'), 0)).toBe(0);
    expect(nextAttempts(failOutcome('2003', '', { attemptsLeft: -4 }), 3)).toBe(0);
  });

  // OTP-16
  it('a figure that is not a number is ignored', () => {
    expect(nextAttempts(failOutcome('2003', '', { attemptsLeft: 'many' }), 5)).toBe(4);
    expect(nextAttempts(failOutcome('2003', '', 'attemptsLeft'), 5)).toBe(4);
    expect(nextAttempts(failOutcome('2003', '', { tries: 1 }), 5)).toBe(4);
  });

  // WAL-4
  it('a number is read from a successful answer too', () => {
    expect(resultNumber(okOutcome({ paymentMaxTry: '12' }), 'paymentMaxTry')).toBe(12);
    expect(resultNumber(okOutcome(null), 'paymentMaxTry')).toBeUndefined();
    expect(resultNumber(undefined, 'paymentMaxTry')).toBeUndefined();
  });
});

describe('the status of a transaction', () => {
  // WAL-3, PAY-16
  it('transactionStatus wins over status, in capitals whatever case the service used', () => {
    const outcome = okOutcome({ transactionStatus: 'in_process', status: 'FAILED' });
    expect(rawStatus(outcome)).toBe('IN_PROCESS');
    expect(rawStatus(okOutcome({ status: 'success' }))).toBe('SUCCESS');
  });

  // WAL-3
  it('is empty when the look-up failed or named no status', () => {
    expect(rawStatus(failOutcome('500', 'down'))).toBe('');
    expect(rawStatus(undefined)).toBe('');
    expect(rawStatus(okOutcome({}))).toBe('');
  });
});

describe('what a finished OTP hands the flow that opened it', () => {
  const verified = { status: 'verified', family: 'payment', id: 'REF-1' } as const;

  // OTP-14
  it('a closed OTP hands over its error (none when the person closed it); a verified one none', () => {
    expect(closedError({ status: 'closed', error: { code: '502' } })).toEqual({ code: '502' });
    expect(closedError({ status: 'closed', error: null })).toBeNull();
    expect(closedError(verified)).toBeNull();
  });

  // OTP-9
  it("a verified OTP hands over its uniqueCode ('' when it had none, or was closed)", () => {
    expect(uniqueCodeOf({ ...verified, uniqueCode: 'U-1' })).toBe('U-1');
    expect(uniqueCodeOf(verified)).toBe('');
    expect(uniqueCodeOf({ status: 'closed', error: null })).toBe('');
  });

  // OTP-11, OTP-15
  it("the flow's send, resend and verify calls each get what the modal asked with", async () => {
    const calls: unknown[] = [];
    const machine = otpActors({
      send: async (input) => (calls.push(['send', input]), okOutcome({ id: 'REF-1' })),
      resend: async (input) => (calls.push(['resend', input]), okOutcome({ id: 'REF-2' })),
      verify: async (input) => (calls.push(['verify', input]), okOutcome({ uniqueCode: 'U-1' })),
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, {
      input: { family: 'invoice', msisdn: '712000001' },
      clock,
    });
    actor.start();
    await flush();
    // Resend is offered after 60 s, one second at a time as the dialog counts them.
    for (let second = 0; second < 60; second++) clock.increment(1_000);
    actor.send({ type: 'otp.resend' });
    await flush();
    actor.send({ type: 'otp.change', code: '123456' });
    expect(await toPromise(actor)).toMatchObject({ status: 'verified', uniqueCode: 'U-1' });
    expect(calls).toEqual([
      ['send', { family: 'invoice', msisdn: '712000001' }],
      ['resend', { family: 'invoice', id: 'REF-1' }],
      ['verify', { family: 'invoice', id: 'REF-2', otp: '123456' }],
    ]);
  });
});

describe('what a number validation hands the flow', () => {
  // REC-5
  it('the line type of a valid number, none of a refused one', () => {
    expect(lineTypeOf(okOutcome({ lineType: 'PREPAID' }))).toBe('PREPAID');
    expect(lineTypeOf(failOutcome('NOT_BROADBAND', 'This number is not a broadband line'))).toBe(
      '',
    );
  });

  // REC-4
  it("a refused number shows the flow's code with the server's text", () => {
    expect(
      numberError('notBroadband', failOutcome('NOT_BROADBAND', 'Not a broadband line')),
    ).toEqual({ code: 'notBroadband', message: 'Not a broadband line' });
    expect(numberError('invalidMobile', okOutcome({ lineType: '' }))).toEqual({
      code: 'invalidMobile',
    });
  });
});
