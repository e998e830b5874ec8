import { describe, expect, it } from 'vitest';
import { HEADING, resultsSection, type UiModelRow } from './uiModelSection.ts';

const row: UiModelRow = {
  name: 'otp',
  statesReached: 11,
  statesTotal: 14,
  transitionsTaken: 6,
  transitionsTotal: 19,
  pathsRun: 7,
  pathsTotal: 13,
  stepsChecked: 9,
  tagChecks: 16,
  skipped: { 'no sandbox number answers 4001': 1 },
  ms: 12_345,
  loadAverage: 1.5,
};

describe('the "Model paths through the UI" section of bench/RESULTS.md', () => {
  it('has a row per machine with the figures of its report and the reasons paths were skipped', () => {
    const section = resultsSection([row], 'now');
    expect(section).toContain(
      '| otp | 11 / 14 | 6 / 19 | 7 / 13 | 9 (16) | 1: no sandbox number answers 4001 | 12.3 s (1.5) |',
    );
    expect(section).toContain('All machines: 12.3 s');
    expect(resultsSection([{ ...row, skipped: {} }], 'now')).toContain('| 9 (16) | - |');
    expect(section.startsWith(`${HEADING} (now)`)).toBe(true);
  });
});
