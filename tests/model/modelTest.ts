/**
 * The wiring every model test repeats: an `it` that replays a spec with `checkModel` and hands the
 * report to the file's own assertions (which stay in each test file, with their literal codes).
 */
import { describe, it } from 'vitest';
import { checkModel, type CoverageReport, type ModelSpec } from './harness.ts';

type Assert = (report: CoverageReport) => void;

/** One replayed model inside a file's own `describe`. */
export function itReplaysModel(behaviour: string, spec: ModelSpec, assert: Assert) {
  it(behaviour, async () => {
    assert(await checkModel(spec));
  });
}

/** A machine whose only model test is one replay: `<name> machine (model)` › behaviour. */
export function describeModel(behaviour: string, spec: ModelSpec, assert: Assert) {
  describe(`${spec.name} machine (model)`, () => {
    itReplaysModel(behaviour, spec, assert);
  });
}
