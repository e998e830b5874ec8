import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { searchBoxMachine } from '../../machines/searchBox.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { itReplaysModel } from './modelTest.ts';
import { done, rejected } from './outcomes.ts';

describe('searchBox machine (model)', () => {
  itReplaysModel(
    'debounces typing, then looks the settled query up (or lets the screen filter)',
    {
      name: 'searchBox',
      machine: searchBoxMachine,
      inputs: [{ lookUp: true }, { lookUp: false }],
      events: [
        { type: 'search.type', text: ' Arusha ' },
        { type: 'search.type', text: '' },
      ],
      outcomes: { findSuggestions: [done([{ label: 'Arusha, Tanzania' }]), rejected] },
    },
    (report) => {
      expectFullCoverage(report, []);
    },
  );

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
