/**
 * Model-based test harness for the statecharts in machines/.
 *
 * 1. Traverse: `getAdjacencyMap` / `getShortestPaths` (xstate/graph) walk the machine with the UI
 *    events given, plus every outcome of every invoked actor as an event
 *    (`xstate.done.actor.<id>` with an output, `xstate.error.actor.<id>` with an error). Timer
 *    events (`xstate.after.<delay>.<stateId>`) are offered by xstate/graph itself, because the
 *    default machine traversal offers every event type the current state handles.
 * 2. Replay: every edge of the graph (shortest path to its source + its event) runs on a REAL
 *    actor with a SimulatedClock. Every actor (child machines included) is replaced with a fake
 *    promise actor that waits; a done/error event is replayed by resolving/rejecting the promise of
 *    the child with that id (so invoke ids, inputs and onDone wiring are exercised), a timer event
 *    by advancing the clock by the named delay, anything else by `actor.send`. The snapshot reached
 *    must serialize exactly like the graph's target.
 * 3. Coverage: the `@xstate.microstep` inspection events of the replays list the transitions taken;
 *    states reached and transitions taken are compared with every state node and every transition
 *    definition of the machine, printed, and returned for the test to assert 100 %.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type Snapshot,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from 'xstate/graph';
import { DELAYS } from '../../machines/delays.ts';

/** An outcome an invoked actor can produce, in the graph and in the replay. */
export type ActorOutcome = { output: unknown } | { error: unknown };

/** An event with its payload, as the traversal and the replay send it. */
export type SpecEvent = EventObject & Record<string, unknown>;

export interface ModelSpec {
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** Several inputs (e.g. a feature flag on and off): traversed one after the other, coverage united. */
  inputs?: unknown[];
  /** Events a person (or the screen) sends; at most one payload per type unless needed. */
  events: SpecEvent[];
  /** Outcomes per invoke id (every invoke id equals its actor's src name). */
  outcomes: Record<string, ActorOutcome[]>;
  /**
   * Context keys that only feed a display (the OTP countdown's seconds): the graph does not tell
   * states apart by them, else each second would be a state of its own. Replays still compare
   * them.
   */
  displayOnly?: string[];
}

export interface CoverageReport {
  name: string;
  statesReached: number;
  statesTotal: number;
  transitionsTaken: number;
  transitionsTotal: number;
  missingStates: string[];
  missingTransitions: string[];
  /** Failure codes that drove at least one replayed transition. */
  codesTaken: string[];
  edgesReplayed: number;
  /** Placeholder actions executed during the replays, by name. */
  actionsRun: string[];
  mismatches: string[];
}

type AnySnapshot = Snapshot<unknown> & {
  status: string;
  value: unknown;
  context: unknown;
  children: Record<string, unknown>;
  _nodes: AnyStateNode[];
};

function outcomeEvents(spec: ModelSpec, snapshot: AnySnapshot): EventObject[] {
  return Object.keys(snapshot.children).flatMap((id) =>
    (spec.outcomes[id] ?? []).map((outcome) =>
      'output' in outcome
        ? ({ type: `xstate.done.actor.${id}`, output: outcome.output } as EventObject)
        : ({ type: `xstate.error.actor.${id}`, error: outcome.error } as EventObject),
    ),
  );
}

/** The `xstate.after.<delay>.<stateId>` events of the active states' timers. */
function timerEvents(snapshot: AnySnapshot): EventObject[] {
  return snapshot._nodes.flatMap((node) => node.after.map((t) => ({ type: t.eventType })));
}

/** The graph's key of a snapshot: its value and context, less the display-only keys. */
function graphKey(spec: ModelSpec) {
  const hidden = new Set(spec.displayOnly ?? []);
  if (hidden.size === 0) return (snapshot: AnySnapshot) => serializeSnapshot(snapshot as never);
  return (snapshot: AnySnapshot) =>
    serializeSnapshot({
      ...snapshot,
      context: Object.fromEntries(
        Object.entries((snapshot.context ?? {}) as Record<string, unknown>).filter(
          ([key]) => !hidden.has(key),
        ),
      ),
    } as never);
}

function traversalOptions(spec: ModelSpec) {
  return {
    input: spec.input,
    serializeState: graphKey(spec),
    events: (snapshot: AnySnapshot) => [
      ...spec.events,
      ...outcomeEvents(spec, snapshot),
      ...timerEvents(snapshot),
    ],
    limit: 20_000,
    // A done actor takes no more events (the pure transition function would still compute them).
    stopWhen: (snapshot: AnySnapshot) => snapshot.status === 'done',
  };
}

function transitionKey(
  t: { source: AnyStateNode; eventType: string },
  candidates: readonly unknown[],
): string {
  return `${t.source.id} --${t.eventType || '(always)'}--> #${candidates.indexOf(t)}`;
}

/** Every transition definition of the machine, keyed by source, event and candidate index. */
function allTransitions(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .concat(machine.root)
    .flatMap((node) => [
      ...[...node.transitions.values()].flatMap((list) => list.map((t) => transitionKey(t, list))),
      ...(node.always ?? []).map((t) => transitionKey(t, node.always ?? [])),
    ]);
}

function keyOfTaken(t: { source: AnyStateNode; eventType: string }): string {
  const list = t.eventType
    ? (t.source.transitions.get(t.eventType) ?? [])
    : (t.source.always ?? []);
  return transitionKey(t, list);
}

function failureCode(event: EventObject): string | undefined {
  const output = (
    event as { output?: { ok?: boolean; code?: string; error?: { code?: string } | null } }
  ).output;
  if (!output || typeof output !== 'object') return undefined;
  if (output.ok === false) return output.code;
  return output.error?.code;
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function delayOf(eventType: string, machine: AnyStateMachine): number {
  const name = eventType.split('.')[2] ?? '';
  const provided = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof provided === 'number') return provided;
  if (name in DELAYS) return DELAYS[name as keyof typeof DELAYS];
  return Number(name);
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Replays events on a real actor; returns the snapshot reached and the transitions taken. */
async function replay(
  spec: ModelSpec & { input: unknown },
  events: EventObject[],
  taken: Set<string>,
  actionsRun: Set<string>,
  passed: Set<string>,
) {
  const pending = new Map<string, Deferred>();
  const fake = fromPromise(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  );
  const actors = Object.fromEntries(
    Object.keys(spec.machine.implementations.actors).map((name) => [name, fake]),
  );
  const actions = Object.fromEntries(
    Object.entries(spec.machine.implementations.actions)
      .filter(([, impl]) => typeof impl === 'function' && !('resolve' in impl))
      .map(([name]) => [name, () => actionsRun.add(name)]),
  );
  const clock = new SimulatedClock();
  const machine = spec.machine.provide({ actors, actions } as never);
  const actor = createActor(machine, {
    input: spec.input as never,
    clock,
    inspect: (inspection) => {
      if (
        inspection.type === '@xstate.microstep' &&
        !(inspection.actorRef as { _parent?: unknown })._parent
      ) {
        for (const t of inspection._transitions) {
          taken.add(keyOfTaken(t as never));
          // Transient (eventless) states are never a resting snapshot: passing through counts.
          passed.add(t.source.id);
        }
      }
    },
  });
  actor.start();
  await flush();
  for (const event of events) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (match) {
      const [, kind, id = ''] = match;
      const deferred = pending.get(id);
      if (!deferred) throw new Error(`${spec.name}: no pending actor '${id}' for ${event.type}`);
      pending.delete(id);
      if (kind === 'done') deferred.resolve((event as { output?: unknown }).output);
      else deferred.reject((event as { error?: unknown }).error);
    } else if (event.type.startsWith('xstate.after.')) {
      clock.increment(delayOf(event.type, machine));
    } else {
      actor.send(event as never);
    }
    await flush();
  }
  const snapshot = actor.getSnapshot() as AnySnapshot;
  actor.stop();
  return snapshot;
}

/** Traverses, replays every edge, and returns (and prints) the coverage of one machine. */
export async function checkModel(spec: ModelSpec): Promise<CoverageReport> {
  const taken = new Set<string>();
  const actionsRun = new Set<string>();
  const reachedStates = new Set<string>();
  const codes = new Set<string>();
  const mismatches: string[] = [];
  let edgesReplayed = 0;
  for (const input of spec.inputs ?? [spec.input]) {
    const one = { ...spec, input };
    const options = traversalOptions(one);
    const adjacency = getAdjacencyMap(spec.machine, options as never) as unknown as Record<
      string,
      {
        state: AnySnapshot;
        transitions: Record<string, { event: EventObject; state: AnySnapshot }>;
      }
    >;
    const paths = getShortestPaths(spec.machine, options as never);
    const pathTo = new Map<string, EventObject[]>(
      paths.map((p) => [
        options.serializeState(p.state as never),
        p.steps.map((s) => s.event as EventObject).filter((e) => e.type !== 'xstate.init'),
      ]),
    );

    for (const [serialized, vertex] of Object.entries(adjacency)) {
      for (const node of vertex.state._nodes) reachedStates.add(node.id);
      const head = pathTo.get(serialized);
      if (!head) throw new Error(`${spec.name}: no path to ${serialized}`);
      for (const { event, state: target } of Object.values(vertex.transitions)) {
        const expected = serializeSnapshot(target as never);
        const reached = serializeSnapshot(
          (await replay(
            one,
            [...head, event as EventObject],
            taken,
            actionsRun,
            reachedStates,
          )) as never,
        );
        edgesReplayed++;
        if (reached !== expected)
          mismatches.push(
            `${serialized} + ${JSON.stringify(event)}\n  expected ${expected}\n  reached  ${reached}`,
          );
        const code = failureCode(event as EventObject);
        if (code && expected !== serialized) codes.add(code);
      }
    }
  }

  const stateIds = getStateNodes(spec.machine.root).map((n) => n.id);
  const transitions = allTransitions(spec.machine);
  const report: CoverageReport = {
    name: spec.name,
    statesReached: stateIds.filter((id) => reachedStates.has(id)).length,
    statesTotal: stateIds.length,
    transitionsTaken: transitions.filter((t) => taken.has(t)).length,
    transitionsTotal: transitions.length,
    missingStates: stateIds.filter((id) => !reachedStates.has(id)),
    missingTransitions: transitions.filter((t) => !taken.has(t)),
    codesTaken: [...codes].sort(),
    edgesReplayed,
    actionsRun: [...actionsRun].sort(),
    mismatches,
  };
  console.info(
    `[model] ${report.name}: states ${report.statesReached}/${report.statesTotal}, transitions ${report.transitionsTaken}/${report.transitionsTotal}, ` +
      `edges replayed ${report.edgesReplayed}, codes ${report.codesTaken.join(' ') || '-'}`,
  );
  return report;
}
