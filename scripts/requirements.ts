/**
 * `npm run requirements:check`: keeps docs/requirements.md honest. The table's ids are well formed
 * and unique, every row says Where it lives in files that exist, at least 95 % of the ids are named
 * by a test, the "Pinned by" column matches the tests that name each id, and no code comment cites
 * the spec by section number (comments cite requirement ids, which survive a spec's renumbering).
 * `node scripts/requirements.ts --write` regenerates the "Pinned by" column. Prints one problem a
 * line and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TABLE_FILE = 'docs/requirements.md';
/** Share of ids a test must name; below it the check fails and lists the unnamed ones. */
export const MIN_NAMED_SHARE = 0.95;
/** An id: an upper-case area, a dash, a number without a leading zero (OTP-3, I18N-12). */
export const ID_PATTERN = /^[A-Z][A-Z0-9]*-[1-9][0-9]*$/;
/** Folders whose tests may name ids and whose comments must not cite the spec by section. */
export const CODE_FOLDERS = [
  'src',
  'machines',
  'sandbox',
  'scripts',
  'tests',
  'stories',
  'contract',
];
/** This checker's own test names made-up ids; it pins no rule of the portal. */
const SELF_TEST = 'scripts/requirements.test.ts';
/** The checker and its test quote citations as examples of what they reject. */
const QUOTES_CITATIONS = new Set(['scripts/requirements.ts', SELF_TEST]);

const isTestFile = (path: string) =>
  /\.(test\.tsx?|e2e\.ts|check\.ts)$/.test(path) || /\.stories\.tsx?$/.test(path);
const isCodeFile = (path: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(path);

export interface Row {
  id: string;
  rule: string;
  where: string;
  pinnedBy: string;
  /** 1-based line of the row in the table file. */
  line: number;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
const isSeparator = (line: string) => /^\|[\s|:-]+\|$/.test(line.trim());

/**
 * The rows of every table whose first header cell is "Id". A row whose first cell is not a
 * well-formed id is returned with that cell as its id, so the check can name it.
 */
export function parseTable(markdown: string): Row[] {
  const rows: Row[] = [];
  let inIdTable = false;
  markdown.split('\n').forEach((line, index) => {
    if (!line.trim().startsWith('|')) {
      inIdTable = false;
      return;
    }
    if (isSeparator(line)) return;
    const cells = cellsOf(line);
    if (cells[0] === 'Id') {
      inIdTable = true;
      return;
    }
    if (!inIdTable) return;
    rows.push({
      id: cells[0] ?? '',
      rule: cells[1] ?? '',
      where: cells[2] ?? '',
      pinnedBy: cells[3] ?? '',
      line: index + 1,
    });
  });
  return rows;
}

/** The repository files a Where cell names: back-quoted paths with a folder and an extension. */
export function whereFiles(where: string): string[] {
  return [...where.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((token) => /^[\w.-]+(\/[\w.-]+)+\.\w+$/.test(token));
}

function walk(root: string, folder: string, out: string[]) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = folder + '/' + entry.name;
    if (entry.isDirectory()) walk(root, path, out);
    else out.push(path);
  }
}

/** Every file under the code folders, as '/'-separated paths relative to the root, sorted. */
export function codeFiles(root: string): string[] {
  const out: string[] = [];
  for (const folder of CODE_FOLDERS) walk(root, folder, out);
  return out.map((p) => p.split(sep).join('/')).sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole-word mention: OTP-1 does not match inside OTP-12 or XOTP-1. */
export const mentions = (text: string, id: string) =>
  new RegExp(`(?<![\\w-])${escape(id)}(?![\\w-])`).test(text);

/** For each id, the test files that name it (sorted). */
export function testsNaming(ids: string[], tests: Record<string, string>): Map<string, string[]> {
  const named = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const [path, text] of Object.entries(tests))
    for (const id of ids) if (mentions(text, id)) named.get(id)!.push(path);
  return named;
}

/** The text of the comments of a code file (line and block comments), with their lines. */
export function commentsOf(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const pattern = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g;
  for (const match of source.matchAll(pattern)) {
    const start = source.slice(0, match.index).split('\n').length;
    match[0].split('\n').forEach((text, i) => found.push({ line: start + i, text }));
  }
  return found;
}

/**
 * Spec citations by section, N being any number: "spec section N", "spec sections N and N",
 * "Spec N:", "(spec N)", the section sign, "(section N)"; not a value ("the spec's 5 attempts").
 * Comments cite requirement ids instead.
 */
export const SECTION_CITATION = /§|\bspec\s+(?:sections?\s*)?\d|\bsections?\s+\d/i;

export interface Report {
  problems: string[];
  /** The table file's text with a regenerated "Pinned by" column. */
  written: string;
  namedShare: number;
}

const pinnedCell = (paths: string[]) => paths.map((p) => '`' + p + '`').join(', ');

/** Checks the table at `<root>/docs/requirements.md` against the code under `root`. */
export function checkRequirements(root: string): Report {
  const problems: string[] = [];
  const tablePath = join(root, TABLE_FILE);
  const markdown = readFileSync(tablePath, 'utf8');
  const rows = parseTable(markdown);
  if (rows.length === 0) problems.push(`${TABLE_FILE}: no requirement rows found`);
  const seen = new Set<string>();
  for (const row of rows) {
    const at = `${TABLE_FILE}:${row.line}`;
    if (!ID_PATTERN.test(row.id)) problems.push(`${at}: malformed id '${row.id}'`);
    else if (seen.has(row.id)) problems.push(`${at}: duplicate id ${row.id}`);
    seen.add(row.id);
    if (row.rule === '') problems.push(`${at}: ${row.id} has no rule`);
    const files = whereFiles(row.where);
    if (files.length === 0) problems.push(`${at}: ${row.id} has no Where (a back-quoted file)`);
    for (const file of files)
      if (!existsSync(join(root, file)))
        problems.push(`${at}: ${row.id} names ${file}, which does not exist`);
  }

  const files = codeFiles(root);
  const tests: Record<string, string> = {};
  for (const file of files.filter(isTestFile))
    if (file !== SELF_TEST) tests[file] = readFileSync(join(root, file), 'utf8');
  const ids = rows.map((r) => r.id).filter((id) => ID_PATTERN.test(id));
  const named = testsNaming(ids, tests);
  const unnamed = ids.filter((id) => named.get(id)!.length === 0);
  const namedShare = ids.length === 0 ? 0 : (ids.length - unnamed.length) / ids.length;
  if (namedShare < MIN_NAMED_SHARE)
    problems.push(
      `${Math.round(namedShare * 1000) / 10} % of ids are named by a test, below ` +
        `${MIN_NAMED_SHARE * 100} %; unnamed: ${unnamed.join(', ')}`,
    );

  const lines = markdown.split('\n');
  let stale = false;
  for (const row of rows) {
    const expected = pinnedCell(named.get(row.id) ?? []);
    if (row.pinnedBy === expected) continue;
    stale = true;
    const cells = cellsOf(lines[row.line - 1]!);
    cells[3] = expected;
    lines[row.line - 1] = `| ${cells.join(' | ')} |`;
  }
  if (stale)
    problems.push(
      `${TABLE_FILE}: the "Pinned by" column is stale; run node scripts/requirements.ts --write`,
    );

  for (const file of files.filter((f) => isCodeFile(f) && !QUOTES_CITATIONS.has(f))) {
    for (const comment of commentsOf(readFileSync(join(root, file), 'utf8')))
      if (SECTION_CITATION.test(comment.text))
        problems.push(
          `${file}:${comment.line}: cites the spec by section; cite requirement ids ` +
            `(${TABLE_FILE}) instead: ${comment.text.trim()}`,
        );
  }
  return { problems, written: lines.join('\n'), namedShare };
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const report = checkRequirements(root);
  if (process.argv.includes('--write')) {
    // The table is kept in prettier's layout so `npm run lint` stays green after a rewrite.
    const prettier = await import('prettier');
    const tablePath = join(root, TABLE_FILE);
    const options = (await prettier.resolveConfig(tablePath)) ?? {};
    const formatted = await prettier.format(report.written, { ...options, filepath: tablePath });
    writeFileSync(tablePath, formatted);
    const after = checkRequirements(root);
    for (const problem of after.problems) console.error(problem);
    console.info(`${relative(root, tablePath)}: "Pinned by" column written`);
    process.exit(after.problems.length > 0 ? 1 : 0);
  }
  for (const problem of report.problems) console.error(problem);
  if (report.problems.length > 0) process.exit(1);
  console.info(
    `${TABLE_FILE}: every id well formed and pinned in place; ` +
      `${Math.round(report.namedShare * 1000) / 10} % named by a test`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
