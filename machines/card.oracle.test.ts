/**
 * The card machine's tags and shown context against the spec's oracle (tests/model/card.oracle.ts)
 * on the shortest path to every state and one step beyond, fast enough for the mutation run; the
 * full replay of every edge is tests/model/card.model.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cardSpec } from '../tests/model/card.spec.ts';
import { checkShortestPaths, startReplay } from '../tests/model/harness.ts';

describe('card machine (oracle, shortest paths)', () => {
  // CARD-1 CARD-3 CARD-8 PAY-11 PAY-25 PAY-26
  it('every state shows what the rules say: form editable only when idle, spinner while busy, popup line while the Paystack window is up', async () => {
    const report = await checkShortestPaths(cardSpec);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });

  // CARD-8: the Paystack script has 20 s to open the popup: at 19 s the popup line still shows, at 20 s
  // the payment ends as cancelled.
  it('the popup waits 20 s for its script, not 19 s', async () => {
    const run = await startReplay({ ...cardSpec, input: {} });
    await run.apply({ type: 'form.submit', gateway: 'Paystack', email: 'a@b.co' } as never);
    await run.apply({
      type: 'xstate.done.actor.initiatePayment',
      output: { ok: true, result: { transactionId: 'T-1' } },
    } as never);
    await run.apply({
      type: 'xstate.done.actor.processPayment',
      output: { ok: true, result: { transactionId: 'T-1' } },
    } as never);
    run.elapse(19_000);
    expect(run.actor.getSnapshot().hasTag('popup')).toBe(true);
    run.elapse(1_000);
    expect(run.actor.getSnapshot().value).toBe('cancelled');
    run.actor.stop();
  });
});
