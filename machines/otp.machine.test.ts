import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { otpMachine, type OtpSendResult } from './otp.machine.ts';
import type { Outcome } from './outcome.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const clock = new SimulatedClock();
  const sent: Outcome<OtpSendResult> = { ok: true, result: { id: 'REF-1' } };
  const machine = otpMachine.provide({
    actors: {
      sendOtp: fromPromise(async (): Promise<Outcome<OtpSendResult>> => sent),
      resendOtp: fromPromise(async (): Promise<Outcome<OtpSendResult>> => sent),
    },
  });
  const actor = createActor(machine, {
    input: { family: 'payment', msisdn: '712000001' },
    clock,
  }).start();
  return { actor, clock };
}

describe('otp machine: the 60 s resend countdown', () => {
  // OTP-2
  it('counts the seconds down once a second and offers resend at 60 s', async () => {
    const { actor, clock } = start();
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    for (const left of [59, 58, 57]) {
      clock.increment(1_000);
      expect(actor.getSnapshot().context.secondsLeft).toBe(left);
    }
    // One second at a time, as a real clock runs: a SimulatedClock leap fires a repeating timer once.
    for (let second = 0; second < 56; second++) clock.increment(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches({ active: { resend: 'available' } })).toBe(false);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches({ active: { resend: 'available' } })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  // OTP-2
  it('starts again from 60 s after a resend', async () => {
    const { actor, clock } = start();
    await flush();
    clock.increment(60_000);
    actor.send({ type: 'otp.resend' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { resend: 'countingDown' } })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
  });
});
