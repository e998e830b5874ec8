import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { failOutcome, flush, okOutcome, startScripted } from './simulatedActor.ts';

/** A two-call machine: enough to show the harness answers in order and repeats its last answer. */
const twoCalls = setup({
  actors: { lookUp: fromPromise(async (): Promise<unknown> => undefined) },
}).createMachine({
  context: { seen: [] as unknown[] },
  initial: 'first',
  states: {
    first: {
      invoke: {
        src: 'lookUp',
        input: () => 'one',
        onDone: { target: 'second', actions: assign({ seen: ({ event }) => [event.output] }) },
      },
    },
    second: {
      after: { 5000: 'third' },
    },
    third: {
      invoke: {
        src: 'lookUp',
        input: () => 'two',
        onDone: {
          target: 'done',
          actions: assign({ seen: ({ context, event }) => [...context.seen, event.output] }),
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('the scripted actor harness', () => {
  it('answers each call in order, records its input and runs timers on the simulated clock', async () => {
    const run = startScripted(twoCalls, undefined as never, {
      lookUp: [okOutcome('a'), failOutcome('2003', 'wrong')],
    });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('second');
    await run.elapseSeconds(4);
    expect(run.actor.getSnapshot().value).toBe('second');
    await run.elapseSeconds(1);
    expect(run.actor.getSnapshot().value).toBe('done');
    expect(run.calls.lookUp).toEqual(['one', 'two']);
    expect(run.actor.getSnapshot().context.seen).toEqual([
      { ok: true, result: 'a' },
      { ok: false, code: '2003', message: 'wrong' },
    ]);
  });
});
