/**
 * Runs a fast-check corpus against one target of a live sandbox and keeps the suite's tally.
 * Reproducible: every run of a target starts from a fixed seed (SECURITY_SEED overrides the
 * base); a failure names the seed, the shrunk request and what was wrong with the answer.
 */
import fc from 'fast-check';
import { problemsOf } from './clean.ts';
import { send, type Probe } from './http.ts';
import type { Target } from './targets.ts';

export const BASE_SEED = Number(process.env.SECURITY_SEED ?? 20261124);

/** Cases sent, targets covered and answers by HTTP status, for the suite's summary line. */
export const tally = {
  cases: 0,
  targets: new Set<string>(),
  statuses: new Map<number, number>(),
  fiveHundreds: 0,
};

/** A stable number per target and corpus, so one target's run is reproducible on its own too. */
const seedOf = (key: string) =>
  [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, BASE_SEED);

/**
 * Sends `numRuns` requests drawn from `probes` to `target` at `base()`; throws on the first
 * answer that is not clean. `after` runs after every case (e.g. a reset after a control call).
 */
export async function corpus(
  base: () => string,
  target: Target,
  probes: fc.Arbitrary<Probe>,
  { numRuns, after, kind }: { numRuns: number; kind: string; after?: () => Promise<void> },
): Promise<void> {
  const seed = seedOf(`${kind} ${target.method} ${target.path}`);
  tally.targets.add(`${target.method} ${target.path}`);
  await fc.assert(
    fc.asyncProperty(probes, async (probe) => {
      const reply = await send(base(), probe);
      await after?.();
      tally.cases += 1;
      tally.statuses.set(reply.status, (tally.statuses.get(reply.status) ?? 0) + 1);
      const problems = problemsOf(target, probe, reply);
      if (reply.status >= 500 && problems.some((p) => p.startsWith('HTTP')))
        tally.fiveHundreds += 1;
      if (problems.length > 0)
        throw new Error(
          `${target.name}: ${problems.join('; ')} (SECURITY_SEED=${BASE_SEED} reruns it)\n` +
            `answer ${reply.status}: ${reply.text.slice(0, 300)}`,
        );
    }),
    {
      seed,
      numRuns,
      endOnFailure: true,
      // The default report prints every 20 000-character string in full; this one cuts them.
      reporter(details) {
        if (!details.failed) return;
        const cut = (value: unknown) =>
          JSON.stringify(value, (_, v: unknown) =>
            typeof v === 'string' && v.length > 120 ? `${v.slice(0, 120)}…(${v.length})` : v,
          );
        throw new Error(
          `${String(details.errorInstance)}\nseed ${details.seed}, path ${details.counterexamplePath}; ` +
            `request ${cut(details.counterexample?.[0])}`,
        );
      },
    },
  );
}

/** The suite's summary line, e.g. `[security] corpus: 1950 cases, 46 routes, 0 5xx, ...`. */
export function summary(): string {
  const statuses = [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}:${n}`)
    .join(' ');
  return `[security] corpus: ${tally.cases} cases, ${tally.targets.size} routes, ${tally.fiveHundreds} 5xx, seed ${BASE_SEED}; answers ${statuses}`;
}
