import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { otpMachine } from './otp.machine.ts';
import { otpActors } from './otpCalls.ts';
import type { Outcome } from './outcome.ts';
import type { InitiateInput, InitiateResult } from './payment.shared.ts';
import { smartCashMachine } from './smartCash.machine.ts';

const verifiedOtp = otpActors({
  send: async () => ({ ok: true, result: { id: 'REF-1' } }),
  resend: async () => ({ ok: true, result: { id: 'REF-1' } }),
  verify: async () => ({
    ok: true,
    result: { uniqueCode: 'UC-1', tokenType: 'Bearer', accessToken: 'T' },
  }),
});

describe('smartCash machine', () => {
  it('keeps the server error of a failed initiation for the form to show', async () => {
    const actor = createActor(
      smartCashMachine.provide({
        actors: {
          otp: verifiedOtp,
          initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(async () => ({
            ok: false,
            code: '400',
            message: 'Wallet not registered',
          })),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'form.submit', paymentMobile: '712000001' });
    const otp = actor.getSnapshot().children.otp as ActorRefFrom<typeof otpMachine>;
    await waitFor(otp, (s) => s.matches('active'));
    otp.send({ type: 'otp.change', code: '123456' });
    const snapshot = await waitFor(actor, (s) => s.matches('form') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({ code: '400', message: 'Wallet not registered' });
    expect(snapshot.context.attemptsLeft).toBe(5);
  });
});
