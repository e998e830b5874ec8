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
 * 3. Oracle: when the spec has one, an oracle independent of the machine computes from the path
 *    alone (events sent, scripted answers, simulated time) what must hold after each step: the
 *    tags the states declare (the screens read them) and the context values a screen shows. Every
 *    step of every replayed path is checked against it, and from every state reached the clock
 *    also runs on second by second (`probeSeconds`) with a check each second, so a timer that is
 *    missing from the machine (never offered by the graph) is noticed too. A mismatch is reported
 *    with its path.
 * 4. Coverage: the `@xstate.microstep` inspection events of the replays list the transitions taken;
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
  /** What must hold at each step, computed from the path alone. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each oracle has its own truth
  oracle?: Oracle<any>;
  /** From every state reached, let this many seconds run, checking the oracle each second. */
  probeSeconds?: number;
}

/** What must hold after a path, as an oracle computes it. */
export interface Expected {
  /** Every tag that must be held; every other tag the machine declares must not be. */
  tags: string[];
  /** Context values a screen shows, by key or dotted path ('error.code'; undefined: absent). */
  context?: Record<string, unknown>;
  /** The machine has finished (its modal closed, its parent takes over). */
  done: boolean;
  /** When done: the output handed to the parent. */
  output?: unknown;
}

/** Time passing on the simulated clock, as the oracle sees it. */
export interface ClockStep {
  type: 'clock';
  ms: number;
}

/**
 * An oracle of one machine, written from the spec's rules and literal values, never from the
 * machine's code or constants: `step` takes one event sent, one scripted answer
 * (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) or a `ClockStep`.
 */
export interface Oracle<T> {
  start: (input: unknown) => T;
  step: (truth: T, event: EventObject) => T;
  expect: (truth: T) => Expected;
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
  /** Steps checked against the oracle (0 without one). */
  oracleChecks: number;
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

/** Every tag a state of the machine declares. */
export function declaredTags(machine: AnyStateMachine): string[] {
  return [...new Set(getStateNodes(machine.root).flatMap((node) => [...node.tags]))].sort();
}

/** A context value by key or dotted path ('error.code'); undefined where the path ends early. */
function valueAt(context: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      context,
    );
}

/** The differences between a snapshot and what the oracle says must hold (empty when none). */
export function differences(
  snapshot: AnySnapshot & { hasTag: (tag: string) => boolean; output?: unknown },
  expected: Expected,
  tags: readonly string[],
): string[] {
  const found: string[] = [];
  for (const tag of new Set([...tags, ...expected.tags])) {
    const must = expected.tags.includes(tag);
    if (snapshot.hasTag(tag) !== must) found.push(`tag '${tag}' ${must ? 'missing' : 'held'}`);
  }
  if ((snapshot.status === 'done') !== expected.done)
    found.push(`${expected.done ? 'not done' : 'done'} (status ${snapshot.status})`);
  for (const [key, value] of Object.entries(expected.context ?? {})) {
    const actual = valueAt(snapshot.context, key);
    if (JSON.stringify(actual) !== JSON.stringify(value))
      found.push(`${key} ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
  }
  if (expected.done && expected.output !== undefined)
    if (JSON.stringify(snapshot.output) !== JSON.stringify(expected.output))
      found.push(
        `output ${JSON.stringify(snapshot.output)}, expected ${JSON.stringify(expected.output)}`,
      );
  return found;
}

/** A real actor on a simulated clock whose invoked actors answer only when the path says so. */
export interface Replay {
  actor: ReturnType<typeof createActor<AnyStateMachine>>;
  /** Applies one path event (answer, timer or sent event) and lets promises settle. */
  apply: (event: EventObject) => Promise<void>;
  /** Lets `ms` pass on the simulated clock. */
  elapse: (ms: number) => void;
  /** The oracle's step for one path event: a timer event becomes time passing. */
  oracleEvent: (event: EventObject) => EventObject;
}

/** Starts the spec's machine with fake actors and placeholder actions, ready to replay a path. */
export async function startReplay(
  spec: ModelSpec & { input: unknown },
  observe: { taken?: Set<string>; actionsRun?: Set<string>; passed?: Set<string> } = {},
): Promise<Replay> {
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
      .map(([name]) => [name, () => observe.actionsRun?.add(name)]),
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
          observe.taken?.add(keyOfTaken(t as never));
          // Transient (eventless) states are never a resting snapshot: passing through counts.
          observe.passed?.add(t.source.id);
        }
      }
    },
  });
  actor.start();
  await flush();
  const timer = (type: string) => type.startsWith('xstate.after.');
  return {
    actor,
    async apply(event) {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (match) {
        const [, kind, id = ''] = match;
        const deferred = pending.get(id);
        if (!deferred) throw new Error(`${spec.name}: no pending actor '${id}' for ${event.type}`);
        pending.delete(id);
        if (kind === 'done') deferred.resolve((event as { output?: unknown }).output);
        else deferred.reject((event as { error?: unknown }).error);
      } else if (timer(event.type)) {
        clock.increment(delayOf(event.type, machine));
      } else {
        actor.send(event as never);
      }
      await flush();
    },
    // Time alone starts no actor: timers fire synchronously on the simulated clock.
    elapse(ms) {
      clock.increment(ms);
    },
    oracleEvent: (event) =>
      timer(event.type)
        ? ({ type: 'clock', ms: delayOf(event.type, machine) } as ClockStep)
        : event,
  };
}

/** Checks the oracle after every step of a path (and, with `probeSeconds`, each second after). */
class OracleCheck {
  checks = 0;
  readonly tags: string[];
  readonly spec: ModelSpec & { input: unknown };
  readonly mismatches: string[];
  constructor(spec: ModelSpec & { input: unknown }, mismatches: string[]) {
    this.spec = spec;
    this.mismatches = mismatches;
    this.tags = declaredTags(spec.machine);
  }
  check(replay: Replay, truth: unknown, path: EventObject[]) {
    const oracle = this.spec.oracle;
    if (!oracle) return;
    this.checks++;
    const found = differences(replay.actor.getSnapshot() as never, oracle.expect(truth), this.tags);
    // A few paths are enough to read; the count says how many more.
    if (found.length > 0 && this.mismatches.length < 20)
      this.mismatches.push(
        `${this.spec.name} (oracle): ${found.join('; ')}\n  input ${JSON.stringify(this.spec.input)}\n  path ${describePath(path)}`,
      );
    else if (found.length > 0) this.mismatches.push('(more oracle mismatches)');
  }
}

/** A path as a person reads it: consecutive clock steps merged ('+11 s'). */
function describePath(path: EventObject[]): string {
  const parts: string[] = [];
  let ms = 0;
  for (const event of path) {
    if (event.type === 'clock') {
      ms += (event as ClockStep).ms;
      continue;
    }
    if (ms > 0) parts.push(`+${ms / 1_000} s`);
    ms = 0;
    const { type, ...rest } = event as EventObject & Record<string, unknown>;
    const body = JSON.stringify(rest);
    parts.push(body === '{}' ? type : `${type} ${body}`);
  }
  if (ms > 0) parts.push(`+${ms / 1_000} s`);
  return parts.join(' → ');
}

/** Replays events on a real actor, checking the oracle after each; returns the snapshot reached. */
async function replay(
  spec: ModelSpec & { input: unknown },
  events: EventObject[],
  taken: Set<string>,
  actionsRun: Set<string>,
  passed: Set<string>,
  oracle: OracleCheck,
) {
  const run = await startReplay(spec, { taken, actionsRun, passed });
  let truth = spec.oracle?.start(spec.input);
  const path: EventObject[] = [];
  oracle.check(run, truth, path);
  for (const event of events) {
    await run.apply(event);
    const step = run.oracleEvent(event);
    path.push(step);
    if (spec.oracle) truth = spec.oracle.step(truth, step);
    oracle.check(run, truth, path);
  }
  const snapshot = run.actor.getSnapshot() as AnySnapshot;
  run.actor.stop();
  return snapshot;
}

/** From the end of `head`, lets time run one second at a time, checking the oracle each second. */
async function probeTime(
  spec: ModelSpec & { input: unknown },
  head: EventObject[],
  oracle: OracleCheck,
) {
  if (!spec.oracle || !spec.probeSeconds) return;
  const run = await startReplay(spec);
  let truth = spec.oracle.start(spec.input);
  const path: EventObject[] = [];
  for (const event of head) {
    await run.apply(event);
    const step = run.oracleEvent(event);
    path.push(step);
    truth = spec.oracle.step(truth, step);
  }
  for (let second = 0; second < spec.probeSeconds; second++) {
    run.elapse(1_000);
    const step: ClockStep = { type: 'clock', ms: 1_000 };
    path.push(step);
    truth = spec.oracle.step(truth, step);
    oracle.check(run, truth, path);
  }
  run.actor.stop();
}

/** A state as a person would name it: its active leaf states ('active.entry.editing'). */
export function leafStates(snapshot: { value: unknown }): string {
  const leaves = (value: unknown, prefix: string): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}${key}.`))
      : [`${prefix}${String(value)}`];
  return leaves(snapshot.value, '').join(' + ');
}

/**
 * The shortest path (events to replay) to each state the machine reaches, for one input; states
 * are told apart by `keyOf` (default: the active leaf states), e.g. also by the error shown.
 */
export function shortestPathsByState(
  spec: ModelSpec & { input: unknown },
  keyOf: (snapshot: AnySnapshot) => string = leafStates,
): { state: string; events: EventObject[] }[] {
  const options = traversalOptions(spec);
  const best = new Map<string, EventObject[]>();
  for (const p of getShortestPaths(spec.machine, options as never)) {
    const state = keyOf(p.state as AnySnapshot);
    const events = p.steps
      .map((s) => s.event as EventObject)
      .filter((e) => e.type !== 'xstate.init');
    const known = best.get(state);
    if (!known || events.length < known.length) best.set(state, events);
  }
  return [...best].map(([state, events]) => ({ state, events }));
}

/** What a fast replay of the shortest paths found: its mismatches and how much it checked. */
export interface ShortestPathsReport {
  name: string;
  /** States replayed, each by its shortest path. */
  pathsReplayed: number;
  /** The states replayed, as `keyOf` names them (sorted, every input together). */
  states: string[];
  oracleChecks: number;
  mismatches: string[];
}

/**
 * The fast oracle check the mutation run uses (machines/<machine>.oracle.test.ts): only the
 * shortest path to every state (told apart by `keyOf`, default its active leaves; e.g. also by the
 * error shown), then one step further with each event offered there, with the oracle checked at
 * every step, plus the `probeSeconds` time run from each state.
 * No edge-by-edge replay and no coverage: those stay with `checkModel`
 * (tests/model/*.model.test.ts), too slow to run once per mutant.
 */
export async function checkShortestPaths(
  spec: ModelSpec,
  keyOf: (snapshot: AnySnapshot) => string = leafStates,
): Promise<ShortestPathsReport> {
  const mismatches: string[] = [];
  const states = new Set<string>();
  let pathsReplayed = 0;
  let oracleChecks = 0;
  for (const input of spec.inputs ?? [spec.input]) {
    const one = { ...spec, input };
    const oracle = new OracleCheck(one, mismatches);
    const unused = new Set<string>();
    const offered = traversalOptions(one).events;
    for (const { state, events } of shortestPathsByState(one, keyOf)) {
      states.add(state);
      const reached = await replay(one, events, unused, unused, unused, oracle);
      await probeTime(one, events, oracle);
      pathsReplayed++;
      // One step further with every event the state is offered: an event the machine wrongly
      // ignores (a valid account number refused) leads to no new state, so no shortest path
      // would ever send it; here the oracle sees it.
      if (reached.status === 'done') continue;
      for (const event of offered(reached))
        await replay(one, [...events, event], unused, unused, unused, oracle);
    }
    oracleChecks += oracle.checks;
  }
  return { name: spec.name, pathsReplayed, states: [...states].sort(), oracleChecks, mismatches };
}

/** Traverses, replays every edge, and returns (and prints) the coverage of one machine. */
export async function checkModel(spec: ModelSpec): Promise<CoverageReport> {
  const taken = new Set<string>();
  const actionsRun = new Set<string>();
  const reachedStates = new Set<string>();
  const codes = new Set<string>();
  const mismatches: string[] = [];
  let edgesReplayed = 0;
  let oracleChecks = 0;
  for (const input of spec.inputs ?? [spec.input]) {
    const one = { ...spec, input };
    const oracle = new OracleCheck(one, mismatches);
    const probed = new Set<string>();
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
      // Time is probed once per state (its active leaves): other vertices of the same state differ
      // only in context that no timer reads, and probing each would multiply the run's time.
      const leaves = leafStates(vertex.state);
      if (!probed.has(leaves)) {
        probed.add(leaves);
        await probeTime(one, head, oracle);
      }
      for (const { event, state: target } of Object.values(vertex.transitions)) {
        const expected = serializeSnapshot(target as never);
        const reached = serializeSnapshot(
          (await replay(
            one,
            [...head, event as EventObject],
            taken,
            actionsRun,
            reachedStates,
            oracle,
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
    oracleChecks += oracle.checks;
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
    oracleChecks,
  };
  console.info(
    `[model] ${report.name}: states ${report.statesReached}/${report.statesTotal}, transitions ${report.transitionsTaken}/${report.transitionsTotal}, ` +
      `edges replayed ${report.edgesReplayed}, codes ${report.codesTaken.join(' ') || '-'}` +
      (spec.oracle ? `, oracle checks ${report.oracleChecks}` : ''),
  );
  return report;
}
