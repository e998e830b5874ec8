/**
 * Writes the "Mutation testing" section of bench/RESULTS.md from StrykerJS JSON reports
 * (issue 14; docs/testing.md). `npm run test:mutation` writes reports/mutation/mutation.json; runs
 * over parts of the set (`--mutate a,b`) each write their own, so several reports can be given
 * (a later report wins for a file both hold):
 *   node bench/mutation/summary.ts [report.json ...]
 * Score as Stryker counts it: (killed + timeout) / (killed + timeout + survived + no coverage);
 * compile and runtime errors are left out.
 */
import { readFileSync } from 'node:fs';
import { isMain, stamp, writeSection } from '../results.ts';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

/** The folders the issue sets targets for (machines/ >= 90 %, every other >= 85 %). */
const FOLDERS: Array<{ name: string; target: number; holds: (file: string) => boolean }> = [
  { name: 'machines/', target: 90, holds: (f) => f.startsWith('machines/') },
  { name: 'src/forms', target: 85, holds: (f) => f.startsWith('src/forms/') },
  { name: 'src/api', target: 85, holds: (f) => f.startsWith('src/api/') },
  {
    name: 'payload builders',
    target: 85,
    holds: (f) => f.startsWith('src/features/'),
  },
  { name: 'sandbox rules', target: 85, holds: (f) => f.startsWith('sandbox/') },
  // Issue 16: the device store of remembered numbers (REM-2 to REM-4).
  { name: 'src/session', target: 85, holds: (f) => f.startsWith('src/session/') },
];

interface Tally {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
}

const empty = (): Tally => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 });

function add(tally: Tally, status: string): void {
  if (status === 'Killed') tally.killed++;
  else if (status === 'Timeout') tally.timeout++;
  else if (status === 'Survived') tally.survived++;
  else if (status === 'NoCoverage') tally.noCoverage++;
  else tally.errors++;
}

export function score(t: Tally): number {
  const detected = t.killed + t.timeout;
  const valid = detected + t.survived + t.noCoverage;
  return valid === 0 ? 100 : (100 * detected) / valid;
}

const row = (name: string, t: Tally, extra = '') =>
  `| ${name} | ${score(t).toFixed(2)} % | ${t.killed} | ${t.timeout} | ${t.survived} | ${t.noCoverage} | ${t.errors} |${extra}`;

/** Merges the reports (later wins per file) and renders the section. */
export function summarise(reports: Report[]): string {
  const files = new Map<string, Mutant[]>();
  for (const report of reports) {
    for (const [name, file] of Object.entries(report.files)) {
      files.set(name.replace(/^.*?(?=(machines|src|sandbox)\/)/, ''), file.mutants);
    }
  }
  const perFile = new Map<string, Tally>();
  const survivors: string[] = [];
  for (const [name, mutants] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const tally = empty();
    for (const mutant of mutants) {
      add(tally, mutant.status);
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        const at = `${name}:${mutant.location.start.line}:${mutant.location.start.column}`;
        const to = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60);
        survivors.push(
          `- ${at} ${mutant.mutatorName} → \`${to.replace(/`/g, "'")}\`${mutant.status === 'NoCoverage' ? ' (no coverage)' : ''}`,
        );
      }
    }
    perFile.set(name, tally);
  }
  const lines = [
    `## Mutation testing (${stamp()})`,
    '',
    'StrykerJS over the rule files (`npm run test:mutation`; docs/testing.md), each mutant run',
    'against the tests of vitest.mutation.config.ts that import its file. Written by',
    '`node bench/mutation/summary.ts <reports>`. Targets (issue 14): machines/ >= 90 %, every',
    'other folder >= 85 %.',
    '',
    '| folder | score | killed | timeout | survived | no coverage | errors | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const folder of FOLDERS) {
    const tally = empty();
    for (const [name, t] of perFile) {
      if (!folder.holds(name)) continue;
      tally.killed += t.killed;
      tally.timeout += t.timeout;
      tally.survived += t.survived;
      tally.noCoverage += t.noCoverage;
      tally.errors += t.errors;
    }
    const met = score(tally) >= folder.target ? 'met' : 'NOT met';
    lines.push(row(folder.name, tally, ` >= ${folder.target} % (${met}) |`));
  }
  lines.push(
    '',
    '| file | score | killed | timeout | survived | no coverage | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, t] of perFile) lines.push(row(`\`${name}\``, t));
  lines.push(
    '',
    `Survivors left (${survivors.length}; why each is equivalent: the next section):`,
    '',
    ...survivors,
  );
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const paths = process.argv.slice(2);
  const reports = (paths.length ? paths : ['reports/mutation/mutation.json']).map(
    (path) => JSON.parse(readFileSync(path, 'utf8')) as Report,
  );
  writeSection('mutation', summarise(reports));
  console.info('bench/RESULTS.md: "Mutation testing" written');
}
