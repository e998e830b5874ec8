/**
 * Actor-level harness for the rule-pinning tests of machines/ (issue 14, docs/testing.md): a real
 * actor on a SimulatedClock with its I/O actors answered from scripted queues, so a test reads like
 * the rule ("the fifth wrong code shows the exhausted message") and runs in milliseconds, which
 * keeps one machine's mutation run (npm run test:mutation) to minutes.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyActorLogic,
  type AnyStateMachine,
  type InputFrom,
} from 'xstate';
import type { Outcome } from '../outcome.ts';

/** Lets resolved promises of invoked actors settle (they resolve in microtasks/immediates). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

export const okOutcome = <T>(result: T): Outcome<T> => ({ ok: true, result });
export const failOutcome = (code: string, message = '', result?: unknown): Outcome<never> =>
  result === undefined ? { ok: false, code, message } : { ok: false, code, message, result };

/** What a scripted I/O actor does on one call: resolve with an outcome, or reject (network). */
export type Answer = Outcome<unknown> | { reject: string };

export interface ScriptedActor<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: SimulatedClock;
  /** Every call each I/O actor received, with its input, in order. */
  calls: Record<string, unknown[]>;
  /** Queues more answers for an I/O actor. */
  answer(name: string, ...answers: Answer[]): void;
  /** Advances the clock one second at a time (a SimulatedClock leap fires a repeating timer once). */
  elapseSeconds(seconds: number): Promise<void>;
}

/**
 * Starts `machine` with each named promise actor answered from its queue (the last answer repeats
 * when the queue runs dry). Other actors (child machines) can be given as ready logic in `extra`.
 */
export function startScripted<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  answers: Record<string, Answer[]>,
  extra: Record<string, AnyActorLogic> = {},
): ScriptedActor<TMachine> {
  const clock = new SimulatedClock();
  const queues: Record<string, Answer[]> = {};
  const calls: Record<string, unknown[]> = {};
  const actors: Record<string, AnyActorLogic> = { ...extra };
  for (const [name, queue] of Object.entries(answers)) {
    queues[name] = [...queue];
    calls[name] = [];
    actors[name] = fromPromise(async ({ input: callInput }: { input: unknown }) => {
      calls[name]!.push(callInput);
      const pending = queues[name]!;
      const next = pending.length > 1 ? pending.shift()! : pending[0];
      if (next === undefined) throw new Error(`no scripted answer for ${name}`);
      if ('reject' in next) throw new Error(next.reject);
      return next;
    });
  }
  const actor = createActor(
    machine.provide({ actors } as never) as TMachine,
    {
      input,
      clock,
    } as never,
  ) as Actor<TMachine>;
  actor.start();
  return {
    actor,
    clock,
    calls,
    answer(name, ...more) {
      queues[name]!.push(...more);
    },
    async elapseSeconds(seconds) {
      for (let second = 0; second < seconds; second++) {
        clock.increment(1_000);
        await flush();
      }
    },
  };
}
