/**
 * FIRST-7: the page budget check on a small built site written here: it passes at its own
 * figures and within 1 %, and fails on a page whose code grew, naming the page and the growth.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadFiles, measurePages, overBudget } from './pageBudgets.ts';

const page = (scripts: string[], styles: string[], preloads: string[]) =>
  `<!doctype html><html><head>${styles.map((f) => `<link rel="stylesheet" href="/${f}">`).join('')}` +
  `${scripts.map((f) => `<script type="module" src="/${f}"></script>`).join('')}` +
  `<script type="application/json" id="app-preloads">${JSON.stringify(preloads.map((f) => `/${f}`))}</script>` +
  '</head><body><div id="root"></div></body></html>';

let dist = '';

/** A site of two pages: / (entry only) and /prepaid-recharge (entry, its chunk and its CSS). */
function site(): string {
  dist = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prepaid-recharge'));
  // Random bytes do not compress: their gzip size moves with every byte added.
  writeFileSync(join(dist, 'assets/index-a.js'), randomBytes(20_000));
  writeFileSync(join(dist, 'assets/index-a.css'), randomBytes(3_000));
  writeFileSync(join(dist, 'assets/Recharge-b.js'), randomBytes(40_000));
  writeFileSync(join(dist, 'assets/Recharge-b.css'), randomBytes(2_000));
  writeFileSync(join(dist, 'index.html'), page(['assets/index-a.js'], ['assets/index-a.css'], []));
  writeFileSync(
    join(dist, 'prepaid-recharge/index.html'),
    page(
      ['assets/index-a.js'],
      ['assets/index-a.css', 'assets/Recharge-b.css'],
      ['assets/Recharge-b.js'],
    ),
  );
  return dist;
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('page budgets', () => {
  it('reads the files of a first load from the tags and the #app-preloads list', () => {
    const html = page(['assets/x.js'], ['assets/x.css'], ['assets/y.js']);
    expect(firstLoadFiles(html).sort()).toEqual(['assets/x.css', 'assets/x.js', 'assets/y.js']);
  });

  it('holds at its own figures and within 1 %', () => {
    const measured = measurePages(site());
    expect(Object.keys(measured).sort()).toEqual(['/', '/prepaid-recharge']);
    expect(measured['/prepaid-recharge']?.js).toBeGreaterThan(60_000);
    expect(overBudget(measured, measured)).toEqual([]);
    appendFileSync(join(dist, 'assets/Recharge-b.js'), randomBytes(300)); // +0.5 %
    expect(overBudget(measurePages(dist), measured)).toEqual([]);
  });

  it('fails on a page whose code grew by more than 1 %, naming the page and the growth', () => {
    const budgets = measurePages(site());
    appendFileSync(join(dist, 'assets/Recharge-b.js'), randomBytes(2_000)); // about +3 %
    const problems = overBudget(measurePages(dist), budgets);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^\/prepaid-recharge: first-load JS \d+ B gzip is \d+ B \(\+3\.\d %\) past its budget/,
    );
  });

  it('fails on grown CSS and on a page with no budget', () => {
    const budgets = measurePages(site());
    appendFileSync(join(dist, 'assets/index-a.css'), randomBytes(1_000));
    const { '/': _home, ...withoutHome } = budgets;
    const problems = overBudget(measurePages(dist), withoutHome);
    expect(problems).toContain('/: no budget in bench/budgets.json (a new page needs one)');
    expect(problems.some((line) => line.startsWith('/prepaid-recharge: first-load CSS'))).toBe(
      true,
    );
  });
});
