/**
 * The status page machine's tags and shown context against the spec's oracle
 * (tests/model/paymentStatus.oracle.ts) on the shortest path to every state and one step beyond,
 * fast enough for the mutation run; the full replay of every edge is
 * tests/model/paymentStatus.model.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkShortestPaths, startReplay } from '../tests/model/harness.ts';
import { paymentStatusSpec } from '../tests/model/paymentStatus.spec.ts';

const registered = {
  type: 'xstate.done.actor.fetchStatus',
  output: { ok: true, result: { transactionId: 'T-1', transactionStatus: 'REQUEST_REGISTERED' } },
};

describe('paymentStatus machine (oracle, shortest paths)', () => {
  // PAY-16 PAY-18 PAY-21
  it('every state shows what the rules say: spinner while checking, the status colour once shown, the error notice on a failed look-up', async () => {
    const report = await checkShortestPaths(paymentStatusSpec);
    expect(report.mismatches).toEqual([]);
    expect(report.oracleChecks).toBeGreaterThan(0);
  });

  // PAY-18: REQUEST_REGISTERED is looked up again 1 s later, 5 times at most; the sixth answer shows.
  it('refetches REQUEST_REGISTERED every 1 s, 5 times, then shows it as processing', async () => {
    const run = await startReplay(paymentStatusSpec);
    for (let refetch = 1; refetch <= 5; refetch++) {
      await run.apply(registered as never);
      expect(run.actor.getSnapshot().hasTag('checking')).toBe(true);
      run.elapse(999);
      expect(run.actor.getSnapshot().children.fetchStatus).toBeUndefined();
      run.elapse(1);
      expect(run.actor.getSnapshot().children.fetchStatus).toBeDefined();
    }
    await run.apply(registered as never);
    const shown = run.actor.getSnapshot();
    expect(shown.hasTag('shown')).toBe(true);
    expect(shown.context.outcome).toBe('processing');
    run.actor.stop();
  });
});
