/**
 * Byte budgets per page (issue 28, item 5; FIRST-7): the JavaScript and CSS each prerendered
 * page's first load fetches, gzip level 9 (deterministic for the same build), against
 * bench/budgets.json. A page more than 1 % past a budget fails, named with its growth. Raising a
 * budget takes a decision record (docs/decisions.md); `node scripts/pageBudgets.ts --write <dist>`
 * rewrites the file from a build.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A page's first-load bytes, gzip. */
export interface PageWeight {
  js: number;
  css: number;
}

/** Budgets by page address (`/prepaid-recharge`). */
export type Budgets = Record<string, PageWeight>;

/** How far past its budget a page may grow before the check fails. */
export const BUDGET_TOLERANCE = 0.01;

/** Where the budgets live. */
export const BUDGETS_FILE = new URL('../bench/budgets.json', import.meta.url);

/** Every English prerendered page under `dist`, as '/a/b/' (the /sw copies load the same files). */
export function prerenderedPages(dist: string, prefix = '/'): string[] {
  const dir = join(dist, prefix);
  const found = existsSync(join(dir, 'index.html')) ? [prefix] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || ['assets', 'sw', 'icons', '.vite'].includes(entry.name)) continue;
    found.push(...prerenderedPages(dist, `${prefix}${entry.name}/`));
  }
  return found;
}

/** The asset files a page's HTML names: tags, and the code list the entry fetches (#app-preloads). */
export function firstLoadFiles(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)) {
    if (match[1]) found.add(match[1]);
  }
  const list = /<script type="application\/json" id="app-preloads">([^<]*)<\/script>/.exec(html);
  for (const file of JSON.parse(list?.[1] ?? '[]') as string[]) found.add(file.replace(/^\//, ''));
  return [...found];
}

/** Each page's first-load JavaScript and CSS in `dist`, gzip level 9. */
export function measurePages(dist: string): Budgets {
  const gzipOf = new Map<string, number>();
  const size = (file: string) => {
    let bytes = gzipOf.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gzipOf.set(file, bytes);
    }
    return bytes;
  };
  const out: Budgets = {};
  for (const page of prerenderedPages(dist)) {
    const files = firstLoadFiles(readFileSync(join(dist, page, 'index.html'), 'utf8'));
    const sum = (ext: string) =>
      files.filter((file) => file.endsWith(ext)).reduce((total, file) => total + size(file), 0);
    out[page === '/' ? '/' : page.replace(/\/$/, '')] = { js: sum('.js'), css: sum('.css') };
  }
  return out;
}

/** One line per page and kind past its budget by more than the tolerance; empty when all hold. */
export function overBudget(measured: Budgets, budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const [page, weight] of Object.entries(measured)) {
    const budget = budgets[page];
    if (!budget) {
      problems.push(`${page}: no budget in bench/budgets.json (a new page needs one)`);
      continue;
    }
    for (const kind of ['js', 'css'] as const) {
      const growth = weight[kind] - budget[kind];
      if (growth > budget[kind] * BUDGET_TOLERANCE) {
        const percent = ((growth / budget[kind]) * 100).toFixed(1);
        problems.push(
          `${page}: first-load ${kind.toUpperCase()} ${weight[kind]} B gzip is ${growth} B (+${percent} %) past its budget of ${budget[kind]} B`,
        );
      }
    }
  }
  return problems;
}

/** The budgets in the repository. */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
}

if (process.argv[2] === '--write' && process.argv[3]) {
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(measurePages(process.argv[3]), null, 2)}\n`);
  console.info(`wrote ${BUDGETS_FILE.pathname}`);
}
