/**
 * Storybook's side of the generated machine-state stories (stories/machines/*.states.tsx): an
 * indexer that lists one story per leaf state of the machine a file stands for, and a Vite
 * transform that appends the matching CSF exports to the file. Both read the machine definition
 * (machines/<name>.machine.ts) through stories/machines/leafStates.ts, so the sidebar and the
 * module can never disagree and a new state needs no hand-written story.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import {
  machineExport,
  machineLeaves,
  leafStoryName,
  machineOfStoryFile,
  storyExportsSource,
  type LeafState,
} from '../stories/machines/leafStates.ts';

const storyFile = /(?:^|[\\/])stories[\\/]machines[\\/][A-Za-z0-9]+\.states\.tsx$/;

/** The leaf states of the machine a story file stands for (Storybook's TS loader reads it). */
async function leavesOf(
  fileName: string,
): Promise<{ name: string; id: string; leaves: LeafState[] }> {
  const { name, module } = machineOfStoryFile(fileName);
  // stories/machines/<name>.states.tsx sits two folders below the repository's machines/.
  const machineFile = resolve(dirname(fileName), '..', '..', module);
  const loaded = (await import(pathToFileURL(machineFile).href)) as Record<string, unknown>;
  const machine = machineExport(loaded, name);
  return { name, id: machine.id, leaves: machineLeaves(machine) };
}

type Indexers = Extract<NonNullable<StorybookConfig['experimental_indexers']>, unknown[]>[number];

/**
 * One index entry per leaf state, titled 'Machines/<machine>' and named by the state path (the
 * machine's id for the root leaf of a machine without child states).
 */
export const machineStatesIndexer: Indexers = {
  test: storyFile,
  async createIndex(fileName) {
    // The file must exist and be a states file; its own text adds no stories.
    await readFile(fileName);
    const { name, id, leaves } = await leavesOf(fileName);
    return leaves.map((leaf) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: leaf.exportName,
      title: `Machines/${name}`,
      name: leafStoryName(leaf, id),
    }));
  },
};

/** Appends to each states file the CSF exports its index entries name. */
export function machineStatesPlugin(): Plugin {
  return {
    name: 'twiga-machine-state-stories',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!storyFile.test(file)) return null;
      const { leaves } = await leavesOf(file);
      return { code: code + storyExportsSource(leaves), map: null };
    },
  };
}
