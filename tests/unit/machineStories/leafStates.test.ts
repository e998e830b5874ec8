/**
 * The generator of the machine-state stories (stories/machines/leafStates.ts and
 * .storybook/machineStates.ts): a story per leaf state, read from the machine definition, so a
 * state added to a machine becomes a story without anyone writing one.
 */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machineStatesIndexer } from '../../../.storybook/machineStates.ts';
import { machineLeaves, storyExportsSource } from '../../../stories/machines/leafStates.ts';

const throwaway = {
  id: 'throwaway',
  initial: 'idle',
  states: {
    idle: { on: { go: 'working' } },
    working: {
      initial: 'loading',
      states: { loading: { on: { ok: 'shown' } }, shown: {} },
      on: { stop: 'stopped' },
    },
    stopped: { type: 'final' as const },
  },
};

describe('machine-state story generator', () => {
  it('makes one story per atomic and final state, named by its path', () => {
    expect(machineLeaves(createMachine(throwaway))).toEqual([
      { path: 'idle', exportName: 'Idle' },
      { path: 'working.loading', exportName: 'Working_Loading' },
      { path: 'working.shown', exportName: 'Working_Shown' },
      { path: 'stopped', exportName: 'Stopped' },
    ]);
  });

  it('a state added to the machine is a new story, with nobody writing it', () => {
    const grown = createMachine({
      ...throwaway,
      states: {
        ...throwaway.states,
        working: {
          ...throwaway.states.working,
          states: { ...throwaway.states.working.states, retrying: {} },
        },
      },
    });
    const leaves = machineLeaves(grown);
    expect(leaves.map((leaf) => leaf.path)).toContain('working.retrying');
    expect(storyExportsSource(leaves)).toContain(
      'export const Working_Retrying = __stateStory(states, "working.retrying");',
    );
  });

  it('refuses two states that would export the same story', () => {
    const clash = createMachine({
      id: 'clash',
      initial: 'a_B',
      states: { a_B: {}, a: { initial: 'b', states: { b: {} } } },
    });
    expect(() => machineLeaves(clash)).toThrow('Two states of clash export the story A_B');
  });

  it('a machine without child states is one story, its root, named by the machine', async () => {
    const single = createMachine({ id: 'single', on: { go: { actions: () => {} } } });
    expect(machineLeaves(single)).toEqual([{ path: '', exportName: 'Root' }]);
    expect(storyExportsSource(machineLeaves(single))).toContain(
      'export const Root = __stateStory(states, "");',
    );
    // The operator-number check has one state on purpose (decision #104).
    const entries = await machineStatesIndexer.createIndex(
      'stories/machines/operatorNumber.states.tsx',
      { makeTitle: (title?: string) => title ?? '' } as never,
    );
    expect(entries.map((entry) => [entry.title, entry.exportName, entry.name])).toEqual([
      ['Machines/operatorNumber', 'Root', 'operatorNumber'],
    ]);
  });

  it("Storybook's index lists every leaf state of the OTP machine under Machines/otp", async () => {
    const entries = await machineStatesIndexer.createIndex('stories/machines/otp.states.tsx', {
      makeTitle: (title?: string) => title ?? '',
    } as never);
    expect(entries.map((entry) => [entry.title, entry.name])).toEqual(
      [
        'sending',
        'active.entry.editing',
        'active.entry.verifying',
        'active.entry.exhausted',
        'active.resend.countingDown.ticking',
        'active.resend.available',
        'active.resend.resending',
        'closing',
        'verified',
        'closed',
      ].map((path) => ['Machines/otp', path]),
    );
  });
});
