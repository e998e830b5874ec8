/**
 * Every leaf state of every machine with generated stories (stories/machines/<name>.states.tsx) is
 * either reached by its model's shortest paths (its story shows the real screen there) or listed
 * in the file's `unreachable` with the reason; none is dropped silently, and none is listed that
 * the model does reach. Every machine in machines/ has a states file.
 */
import { describe, expect, it } from 'vitest';
import { machineExport, machineLeaves } from '../../../stories/machines/leafStates.ts';
import type { MachineStates } from '../../../stories/machines/machineStory.tsx';
import { pathToLeaf } from '../../../stories/machines/statePaths.ts';

const files = import.meta.glob<{ states: MachineStates }>(
  '../../../stories/machines/*.states.tsx',
  {
    eager: true,
  },
);
const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', {
  eager: true,
});
const nameOf = (path: string) =>
  /([A-Za-z0-9]+)\.(?:states\.tsx|machine\.ts)$/.exec(path)?.[1] ?? '';
const withStories = Object.entries(files).map(([path, module]) => ({
  name: nameOf(path),
  states: module.states,
}));

describe('generated machine-state stories reach every leaf state', () => {
  it('every machine in machines/ has a states file', () => {
    const machines = Object.keys(machineModules).map(nameOf).sort();
    expect(machines.length).toBeGreaterThanOrEqual(14);
    expect(machines.filter((name) => !withStories.some((file) => file.name === name))).toEqual([]);
  });

  it.each(withStories)('$name', ({ name, states }) => {
    const machine = machineExport(
      machineModules[`../../../machines/${name}.machine.ts`] ?? {},
      name,
    );
    // The file's model drives the very machine its stories are generated from: its definition,
    // with implementations the model may provide (operatorNumber's stands in for sendParent).
    expect(states.spec.machine.config).toBe(machine.config);
    const leaves = machineLeaves(machine).map((leaf) => leaf.path);
    const unreached = leaves.filter((path) => !pathToLeaf(states.spec, path));
    expect(Object.keys(states.unreachable ?? {}).sort()).toEqual(unreached.sort());
    for (const reason of Object.values(states.unreachable ?? {})) expect(reason).not.toBe('');
    console.info(
      `[stories] ${name}: ${leaves.length - unreached.length}/${leaves.length} leaf states reached by the model`,
    );
  });
});
