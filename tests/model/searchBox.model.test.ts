import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { searchBoxMachine } from '../../machines/searchBox.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { itReplaysModel } from './modelTest.ts';
import { searchBoxSpec } from './searchBox.spec.ts';

describe('searchBox machine (model)', () => {
  // HELP-8
  itReplaysModel(
    'debounces typing, then looks the settled query up (or lets the screen filter); at every step shows what the rules say (300 ms, trimmed, asked once per query)',
    searchBoxSpec,
    (report) => {
      expectFullCoverage(report, []);
    },
  );

  // HELP-8
  it('settles the trimmed text 300 ms after the last keystroke and asks once per query', async () => {
    const asked: string[] = [];
    const clock = new SimulatedClock();
    const machine = searchBoxMachine.provide({
      actors: {
        findSuggestions: fromPromise<readonly unknown[], { query: string }>(async ({ input }) => {
          asked.push(input.query);
          return [`${input.query}, Tanzania`];
        }),
      },
    });
    const actor = createActor(machine, { input: { lookUp: true }, clock }).start();
    actor.send({ type: 'search.type', text: 'Aru' });
    clock.increment(200);
    actor.send({ type: 'search.type', text: 'Arusha ' });
    clock.increment(299);
    expect(actor.getSnapshot().context.query).toBe('');
    clock.increment(1);
    expect(actor.getSnapshot().context.query).toBe('Arusha');
    await Promise.resolve();
    expect(actor.getSnapshot().context.found).toEqual({
      query: 'Arusha',
      items: ['Arusha, Tanzania'],
    });
    actor.send({ type: 'search.type', text: 'Arusha' });
    clock.increment(300);
    expect(asked).toEqual(['Arusha']);
    actor.stop();
  });
});
