/**
 * The runtime of the generated machine-state stories: `stateStory(states, path)` (the
 * exports .storybook/machineStates.ts appends to each stories/machines/<name>.states.tsx) replays
 * the model's shortest path to the leaf state `path` on a real actor with a simulated clock
 * (tests/model/harness.ts `startReplay`), then shows the machine's real screen bound to it.
 */
import type { ReactNode } from 'react';
import type { Actor, AnyStateMachine } from 'xstate';
import { expect, within } from 'storybook/test';
import { startReplay, type ModelSpec } from '../../tests/model/harness.ts';
import { leafStoryName } from './leafStates.ts';
import { pathToLeaf } from './statePaths.ts';

// The harness lets promises settle with setImmediate (node); the browser has none.
const timers = globalThis as { setImmediate?: (callback: () => void) => unknown };
timers.setImmediate ??= (callback) => setTimeout(callback, 0);

/** A real actor of the machine, brought to one leaf state by the model's shortest path. */
export interface ReplayedState {
  actor: Actor<AnyStateMachine>;
  /** The spec input the path ran under (e.g. the mobile money or the SmartCash PIN rules). */
  input: unknown;
  /** All active leaves of the state reached. */
  state: string;
  /** What the file's `extra` loader prepared (e.g. a child's dialog in a state of its own). */
  extra: Record<string, unknown>;
}

/** What a `<name>.states.tsx` file exports as `states`: how its machine's states are shown. */
export interface MachineStates {
  /** The machine's model (tests/model/<machine>.spec.ts): events, answers, inputs. */
  spec: ModelSpec;
  /** The machine's real screen, bound to the replayed actor. */
  render: (replayed: ReplayedState) => ReactNode;
  /** What a person must see on that screen in a state (the play function's check). */
  check: (screen: ReturnType<typeof within>, replayed: ReplayedState) => Promise<void>;
  /** Leaf states the model cannot reach, each with its reason (checked by a unit test). */
  unreachable?: Record<string, string>;
  /**
   * More to load before rendering: in the replay every child machine is a scripted stand-in, so a
   * screen that shows a child's dialog gets a real child actor from here (its own model's path).
   */
  extra?: () => Promise<Record<string, unknown>>;
  /**
   * The module spies (sb.mock in .storybook/preview.tsx) that `render` makes return the replayed
   * actor. Storybook only clears module spies between stories, so each is reset when the story
   * is left: the next story, in the same page, gets the real hook again.
   */
  spies?: { mockReset: () => unknown }[];
}

interface Loaded {
  replayed?: ReplayedState;
}

/** A real actor of `spec`'s machine in the leaf state `path` (its model's shortest path). */
export async function replayedActor(
  spec: ModelSpec,
  path: string,
): Promise<{ actor: Actor<AnyStateMachine>; input: unknown; state: string } | undefined> {
  const way = pathToLeaf(spec, path);
  if (!way) return undefined;
  const run = await startReplay({ ...spec, input: way.input });
  for (const event of way.events) await run.apply(event);
  return { actor: run.actor, input: way.input, state: way.state };
}

async function replayTo(states: MachineStates, path: string): Promise<Loaded> {
  const reached = await replayedActor(states.spec, path);
  if (!reached) return {};
  return { replayed: { ...reached, extra: (await states.extra?.()) ?? {} } };
}

/** The note of a state with no screen of its own: finished, or out of the model's reach. */
function StateNote({ children }: { children: ReactNode }) {
  return (
    <main>
      <p>{children}</p>
    </main>
  );
}

function finishedNote(name: string, path: string) {
  return `The ${name} machine has finished in "${path}": its screen has closed and the flow it belongs to carries on.`;
}

/** One generated story: the leaf state `path` of the machine of `states`. */
export function stateStory(states: MachineStates, path: string) {
  const name = states.spec.name;
  return {
    // As the index names it (.storybook/machineStates.ts): the root leaf '' by the machine's id.
    name: leafStoryName({ path }, states.spec.machine.id),
    loaders: [async () => replayTo(states, path)],
    beforeEach: () => () => {
      for (const spy of states.spies ?? []) spy.mockReset();
    },
    render: (_args: unknown, { loaded }: { loaded: Loaded }) => {
      const replayed = loaded.replayed;
      if (!replayed)
        return (
          <StateNote>
            {`The ${name} model does not reach "${path}": ${states.unreachable?.[path] ?? 'no reason given'}.`}
          </StateNote>
        );
      // A finished machine has no screen of its own (a final state nested in a running one has).
      if (replayed.actor.getSnapshot().status === 'done')
        return <StateNote>{finishedNote(name, path)}</StateNote>;
      return states.render(replayed);
    },
    play: async ({ canvasElement, loaded }: { canvasElement: HTMLElement; loaded: Loaded }) => {
      const replayed = loaded.replayed;
      // Dialogs render into document.body, outside the story's root.
      const screen = within(canvasElement.ownerDocument.body);
      if (!replayed) {
        await expect(await screen.findByText(/model does not reach/)).toBeVisible();
        return;
      }
      await expect(replayed.state.split(' + ')).toContain(path);
      if (replayed.actor.getSnapshot().status === 'done')
        await expect(await screen.findByText(finishedNote(name, path))).toBeVisible();
      else await states.check(screen, replayed);
    },
  };
}

/**
 * `snapshot` with its child `id` swapped for `child` (when there is one): a page shows the real
 * dialog of a child on an actor of the story's own, where the replay's child is a scripted stand-in.
 */
export function withChild<S extends { children: object }>(
  snapshot: S,
  id: string,
  child: unknown,
): S {
  return child ? { ...snapshot, children: { ...snapshot.children, [id]: child } } : snapshot;
}
