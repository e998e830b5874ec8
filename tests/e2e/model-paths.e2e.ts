/**
 * Issue 15 (testers): the model paths of the machines a person walks, walked through the real screens. For each
 * machine the harness generates the shortest path to every state (tests/model/<m>.spec.ts); each
 * path runs in a fresh page against a reset sandbox, each event done as a person does it (see
 * tests/e2e/model/adapters), and after each step the tags the spec's oracle says hold are looked
 * for on screen. Paths the sandbox cannot produce are not run: their count and reason are printed
 * and written, with the states and transitions reached, to reports/ui-model/<machine>.json
 * (scripts/ui-model-results.ts puts them into bench/RESULTS.md). One path: `-t '<machine>: <state>'`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { injectFault, setSandboxConfig, test } from './support/index.ts';
import { billFetchUi } from './model/adapters/billFetch.ts';
import { hbbLeadUi } from './model/adapters/hbbLead.ts';
import { cardResumedUi, cardUi } from './model/adapters/card.ts';
import { airtimeUi, mobileMoneyUi, mpesaUi, smartCashUi } from './model/adapters/methods.ts';
import { otpUi } from './model/adapters/otp.ts';
import { pinUi } from './model/adapters/pin.ts';
import {
  expectedTags,
  planPaths,
  Reached,
  type PlannedPath,
  type UiAdapter,
  type UiModelReport,
} from './model/runner.ts';

const reportDir = fileURLToPath(new URL('../../reports/ui-model/', import.meta.url));

const adapters: UiAdapter[] = [
  otpUi,
  pinUi,
  airtimeUi,
  mobileMoneyUi,
  smartCashUi,
  mpesaUi,
  cardUi,
  cardResumedUi,
  billFetchUi,
  hbbLeadUi,
];

interface Tally {
  stepsChecked: number;
  tagChecks: number;
  pathsRun: number;
}

/** Looks on screen for what the oracle says holds; a state with an unchecked tag is in flight. */
async function check(
  page: Page,
  adapter: UiAdapter,
  expected: { tags: string[]; done: boolean },
  tally: Tally,
): Promise<void> {
  if (expected.done) {
    await adapter.done(page);
    tally.stepsChecked++;
    return;
  }
  // A tag with no screen check marks a call in flight: the sandbox answers at once, so what the
  // screen shows for it cannot be waited for (the next resting state is checked instead).
  const checks = expected.tags.map((tag) => adapter.checks[tag]);
  if (checks.length === 0 || checks.some((c) => c === undefined)) return;
  for (const run of checks) await run?.(page);
  tally.tagChecks += checks.length;
  tally.stepsChecked++;
}

async function walk(
  page: Page,
  baseUrl: string,
  adapter: UiAdapter,
  path: PlannedPath,
  tally: Tally,
): Promise<void> {
  if (path.scene.config) await setSandboxConfig(baseUrl, path.scene.config);
  for (const fault of path.scene.faults ?? []) await injectFault(baseUrl, { count: 3, ...fault });
  // The portal's timers (resend countdown, self-close, status polls) run on the page's clock.
  await page.clock.install();
  const expected = expectedTags(adapter.spec, path.events);
  await adapter.open(page, path.scene);
  await check(page, adapter, expected[0] ?? { tags: [], done: false }, tally);
  for (const [index, step] of path.steps.entries()) {
    await step.act?.(page);
    await check(page, adapter, expected[index + 1] ?? { tags: [], done: false }, tally);
  }
  tally.pathsRun++;
}

for (const adapter of adapters) {
  describe(`model paths through the UI: ${adapter.name}`, () => {
    const planned = planPaths(adapter);
    const runnable = planned.filter((p) => !p.skipped);
    const reached = new Reached();
    const tally: Tally = { stepsChecked: 0, tagChecks: 0, pathsRun: 0 };
    let started = 0;

    beforeAll(() => {
      started = Date.now();
    });

    afterAll(() => {
      const skipped: Record<string, number> = {};
      for (const p of planned) if (p.skipped) skipped[p.skipped] = (skipped[p.skipped] ?? 0) + 1;
      const report: UiModelReport = {
        name: adapter.name,
        ...reached.count(adapter.spec.machine),
        pathsRun: tally.pathsRun,
        pathsTotal: planned.length,
        stepsChecked: tally.stepsChecked,
        tagChecks: tally.tagChecks,
        skipped,
        ms: Date.now() - started,
        loadAverage: Number((loadavg()[0] ?? 0).toFixed(1)),
      };
      console.info(
        `[ui-model] ${report.name}: states ${report.statesReached}/${report.statesTotal}, ` +
          `transitions ${report.transitionsTaken}/${report.transitionsTotal}, paths ${report.pathsRun}/${report.pathsTotal}, ` +
          `steps checked ${report.stepsChecked} (${report.tagChecks} tag checks), ${(report.ms / 1000).toFixed(1)} s (load ${report.loadAverage})` +
          Object.entries(skipped)
            .map(([why, n]) => `\n  skipped ${n}: ${why}`)
            .join(''),
      );
      // Only a run of every path is a figure: a `-t` run of one path (or a failure) leaves the
      // last whole run's report in place.
      if (tally.pathsRun < runnable.length) {
        console.info(
          `[ui-model] ${report.name}: report not written (${tally.pathsRun} of ${runnable.length} paths ran)`,
        );
        return;
      }
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(`${reportDir}${adapter.name}.json`, `${JSON.stringify(report, null, 2)}\n`);
    });

    for (const path of runnable) {
      test(`${adapter.name}: ${path.state}`, async ({ page, baseUrl }) => {
        await walk(page, baseUrl, adapter, path, tally);
        // Counted only once the screen has walked it.
        await reached.add(adapter.spec, path.events);
      });
    }
  });
}
