/**
 * Rules of the search boxes (help search, place search; machines/searchBox.machine.ts): the
 * suggestion debounce of 300 ms after the last keystroke, the trimmed text as the query, one
 * look-up per new non-blank query, and a failed look-up showing nothing new.
 */
import { describe, expect, it } from 'vitest';
import { searchBoxMachine } from './searchBox.machine.ts';
import { flush, startScripted, type Answer } from './testing/simulatedActor.ts';

const places = ['Mbezi Beach', 'Mbezi Luis'];

function startBox(lookUp: boolean, ...answers: Answer[]) {
  return startScripted(
    searchBoxMachine,
    { lookUp },
    {
      findSuggestions: answers.length ? answers : [places as never],
    },
  );
}

/** Advances the simulated clock by `ms` and lets a look-up answer. */
async function wait(run: ReturnType<typeof startBox>, ms: number) {
  run.clock.increment(ms);
  await flush();
  await flush();
}

describe('searchBox rules', () => {
  it('an untouched box has no text, no query and nothing found', () => {
    const run = startBox(true);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context).toEqual({
      lookUp: true,
      text: '',
      query: '',
      found: null,
    });
  });

  it('the text shows as typed at once, and becomes the query (trimmed) 300 ms after the last keystroke, not at 299 ms', async () => {
    const run = startBox(true);
    run.actor.send({ type: 'search.type', text: ' mbezi ' });
    expect(run.actor.getSnapshot().context.text).toBe(' mbezi ');
    await wait(run, 299);
    expect(run.actor.getSnapshot().context.query).toBe('');
    expect(run.calls.findSuggestions).toEqual([]);
    await wait(run, 1);
    expect(run.actor.getSnapshot().context.query).toBe('mbezi');
    expect(run.calls.findSuggestions).toEqual([{ query: 'mbezi' }]);
    expect(run.actor.getSnapshot().context.found).toEqual({ query: 'mbezi', items: places });
    expect(run.actor.getSnapshot().value).toBe('idle');
  });

  it('each keystroke restarts the 300 ms, so quick typing is looked up once', async () => {
    const run = startBox(true);
    run.actor.send({ type: 'search.type', text: 'mb' });
    await wait(run, 200);
    run.actor.send({ type: 'search.type', text: 'mbe' });
    await wait(run, 200);
    expect(run.calls.findSuggestions).toEqual([]);
    await wait(run, 100);
    expect(run.calls.findSuggestions).toEqual([{ query: 'mbe' }]);
  });

  it('blank text is never looked up', async () => {
    const run = startBox(true);
    run.actor.send({ type: 'search.type', text: '   ' });
    await wait(run, 300);
    expect(run.actor.getSnapshot().context.query).toBe('');
    expect(run.calls.findSuggestions).toEqual([]);
  });

  it('the same query again is not looked up again; a new one is', async () => {
    const run = startBox(true);
    run.actor.send({ type: 'search.type', text: 'mbezi' });
    await wait(run, 300);
    run.actor.send({ type: 'search.type', text: 'mbezi ' });
    await wait(run, 300);
    expect(run.calls.findSuggestions).toEqual([{ query: 'mbezi' }]);
    run.actor.send({ type: 'search.type', text: 'kariakoo' });
    await wait(run, 300);
    expect(run.calls.findSuggestions).toEqual([{ query: 'mbezi' }, { query: 'kariakoo' }]);
  });

  it('the help search filters its own list: it settles the query but never looks anything up', async () => {
    const run = startBox(false);
    run.actor.send({ type: 'search.type', text: 'bundle' });
    await wait(run, 300);
    expect(run.actor.getSnapshot().context.query).toBe('bundle');
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.calls.findSuggestions).toEqual([]);
  });

  it('a failed look-up shows nothing new, and the same text typed again is tried again', async () => {
    const run = startBox(true, { reject: 'offline' }, places as never);
    run.actor.send({ type: 'search.type', text: 'mbezi' });
    await wait(run, 300);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.found).toBeNull();
    run.actor.send({ type: 'search.type', text: 'mbezi' });
    await wait(run, 300);
    expect(run.calls.findSuggestions).toHaveLength(2);
    expect(run.actor.getSnapshot().context.found).toEqual({ query: 'mbezi', items: places });
  });

  it('typing again while a look-up is in flight drops its answer', async () => {
    const run = startBox(true);
    run.actor.send({ type: 'search.type', text: 'mbezi' });
    run.clock.increment(300);
    expect(run.actor.getSnapshot().value).toBe('lookingUp');
    run.actor.send({ type: 'search.type', text: 'mbezi b' });
    await flush();
    expect(run.actor.getSnapshot().context.found).toBeNull();
    expect(run.actor.getSnapshot().value).toBe('waiting');
  });
});
