/**
 * Rules of the broadband data-balance check (machines/balanceCheck.machine.ts): a 9-digit number,
 * a payment-family OTP to it, the balance query with the OTP's uniqueCode, the active-bundles
 * popup, and every failure back to the check with the error the screen toasts. The OTP dialog is
 * stood in for by a scripted answer (its own rules are pinned in otp.rules tests).
 */
import { describe, expect, it } from 'vitest';
import { balanceCheckMachine } from './balanceCheck.machine.ts';
import { routerData } from './testing/balances.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const verified = { status: 'verified', family: 'payment', id: 'REF-1', uniqueCode: 'UC-1' };

function startCheck(
  otp: unknown,
  query: Answer[] = [okOutcome({ queryBalanceResult: [routerData] })],
) {
  return startScripted(balanceCheckMachine, undefined as never, {
    otp: [otp as Answer],
    queryBalance: query,
  });
}

async function check(run: ReturnType<typeof startCheck>, msisdn = '755000001') {
  run.actor.send({ type: 'balance.check', msisdn });
  await flush();
  await flush();
}

describe('balanceCheck rules', () => {
  it('a new check shows no number, no bundles and no error', () => {
    const run = startCheck(verified);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context).toEqual({
      msisdn: '',
      uniqueCode: '',
      balances: [],
      error: null,
    });
  });

  it('a balance answer that carries no result at all is "Something Went Wrong!"', async () => {
    const run = startCheck(verified, [okOutcome(undefined)]);
    await check(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('a number of 8 digits (or 10) is not checked: no OTP is sent', async () => {
    const run = startCheck(verified);
    await check(run, '75500000');
    await check(run, '7550000011');
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.calls.otp).toEqual([]);
  });

  it('9 digits send a payment OTP to that number, then query with its uniqueCode and show the bundles', async () => {
    const run = startCheck(verified);
    await check(run);
    expect(run.calls.otp).toEqual([{ family: 'payment', msisdn: '755000001' }]);
    expect(run.calls.queryBalance).toEqual([{ msisdn: '755000001', uniqueCode: 'UC-1' }]);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('shown');
    expect(snapshot.context.balances).toEqual([routerData]);
    expect(snapshot.context.error).toBeNull();
  });

  it('closing the popup returns to the check; a second check starts afresh', async () => {
    const run = startCheck(verified);
    await check(run);
    run.actor.send({ type: 'modal.close' });
    expect(run.actor.getSnapshot().value).toBe('idle');
    run.answer('otp', { status: 'closed', error: null } as never);
    run.actor.send({ type: 'balance.check', msisdn: '755000002' });
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('otp');
    expect(snapshot.context).toMatchObject({
      msisdn: '755000002',
      uniqueCode: '',
      balances: [],
      error: null,
    });
  });

  it('a verified OTP without a uniqueCode does not query the balance', async () => {
    const run = startCheck({ status: 'verified', family: 'payment', id: 'REF-1' });
    await check(run);
    expect(run.calls.queryBalance).toEqual([]);
    expect(run.actor.getSnapshot().value).toBe('idle');
  });

  it('an OTP closed by the person leaves no error to toast', async () => {
    const run = startCheck({ status: 'closed', error: null });
    await check(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toBeNull();
  });

  it('an OTP closed on a failure (502) hands that error to the screen', async () => {
    const run = startCheck({ status: 'closed', error: { code: '502', message: 'Try later' } });
    await check(run);
    expect(run.actor.getSnapshot().context.error).toEqual({ code: '502', message: 'Try later' });
  });

  it('an OTP dialog that breaks is "Something Went Wrong!" (generic)', async () => {
    const run = startCheck({ reject: 'broken' });
    await check(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('a failed balance query shows the server code and text', async () => {
    const run = startCheck(verified, [failOutcome('4001', 'No balance')]);
    await check(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: '4001', message: 'No balance' });
  });

  it('a balance answer without a queryBalanceResult list is "Something Went Wrong!"', async () => {
    const run = startCheck(verified, [okOutcome({ queryBalanceResult: null })]);
    await check(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
    expect(run.actor.getSnapshot().context.balances).toEqual([]);
  });

  it('a balance query lost on the network is "Something Went Wrong!" (generic)', async () => {
    const run = startCheck(verified, [{ reject: 'offline' }]);
    await check(run);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });
});
