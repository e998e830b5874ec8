import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { otpMachine } from './otp.machine.ts';
import { otpActors } from './otpCalls.ts';
import type { Outcome } from './outcome.ts';
import { balanceCheckMachine, type BalanceItem } from './balanceCheck.machine.ts';
import { routerData } from './testing/balances.ts';

const balances: BalanceItem[] = [routerData];

function start(
  opts: {
    send?: Outcome<{ id: string }>;
    query?: Outcome<{ queryBalanceResult: BalanceItem[] }>;
  } = {},
) {
  const queried: { msisdn: string; uniqueCode: string }[] = [];
  const machine = balanceCheckMachine.provide({
    actors: {
      otp: otpActors({
        send: async () => opts.send ?? { ok: true, result: { id: 'REF-1' } },
        resend: async () => ({ ok: true, result: { id: 'REF-1' } }),
        verify: async ({ otp }) =>
          otp === '123456'
            ? { ok: true, result: { uniqueCode: 'UC-1' } }
            : { ok: false, code: '2003', message: 'wrong' },
      }),
      queryBalance: fromPromise<
        Outcome<{ queryBalanceResult: BalanceItem[] }>,
        { msisdn: string; uniqueCode: string }
      >(async ({ input }) => {
        queried.push(input);
        return opts.query ?? { ok: true, result: { queryBalanceResult: balances } };
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, queried };
}

async function enterCode(actor: ReturnType<typeof start>['actor'], code: string) {
  const child = actor.getSnapshot().children.otp as ActorRefFrom<typeof otpMachine>;
  await waitFor(child, (s) => s.matches('active'));
  child.send({ type: 'otp.change', code });
}

describe('balanceCheck machine', () => {
  it('ignores a number that is not 9 digits', () => {
    const { actor } = start();
    actor.send({ type: 'balance.check', msisdn: '71400' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  // OTP-9, BB-1
  it('goes OTP → query with the uniqueCode → popup, and back to idle on close', async () => {
    const { actor, queried } = start();
    actor.send({ type: 'balance.check', msisdn: '714000001' });
    expect(actor.getSnapshot().value).toBe('otp');
    await enterCode(actor, '123456');
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(queried).toEqual([{ msisdn: '714000001', uniqueCode: 'UC-1' }]);
    expect(shown.context.balances).toEqual(balances);
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('returns to idle with the send failure (502) for the toast', async () => {
    const { actor } = start({
      send: { ok: false, code: '502', message: 'max limit exhausted, please try after sometime.' },
    });
    actor.send({ type: 'balance.check', msisdn: '714000001' });
    const idle = await waitFor(actor, (s) => s.matches('idle'));
    expect(idle.context.error).toEqual({
      code: '502',
      message: 'max limit exhausted, please try after sometime.',
    });
  });

  it('returns to idle with the query failure', async () => {
    const { actor } = start({ query: { ok: false, code: '4001', message: 'Session expired.' } });
    actor.send({ type: 'balance.check', msisdn: '714000001' });
    await enterCode(actor, '123456');
    const idle = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(idle.context.error).toEqual({ code: '4001', message: 'Session expired.' });
  });

  // OTP-10
  it('returns to idle with no error when the person closes the OTP modal after a wrong code (2003)', async () => {
    // The modal already showed 'Please enter correct OTP': the screen must not toast it again.
    const { actor } = start();
    actor.send({ type: 'balance.check', msisdn: '714000001' });
    await enterCode(actor, '111111');
    const child = actor.getSnapshot().children.otp as ActorRefFrom<typeof otpMachine>;
    await waitFor(child, (s) => s.context.error?.code === '2003');
    child.send({ type: 'modal.close' });
    const idle = await waitFor(actor, (s) => s.matches('idle'));
    expect(idle.context.error).toBeNull();
  });
});
