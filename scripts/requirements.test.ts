import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRequirements, commentsOf, mentions, parseTable } from './requirements.ts';

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  dirs = [];
});

/** A made-up repository: a table (rows given) plus files (path -> text). */
function fixture(rows: string[], files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'requirements-check-'));
  dirs.push(root);
  const table = [
    '# Requirements',
    '',
    '| Group | Area |',
    '|---|---|',
    '| ZZ | made up |',
    '',
    '| Id | Rule | Where | Pinned by |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  for (const [path, text] of Object.entries({ 'docs/requirements.md': table, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const code = { 'src/rule.ts': 'export const x = 1;\n' };
const row = (id: string, pinned = '', where = '`src/rule.ts` x') =>
  `| ${id} | A rule of 60 s. | ${where} | ${pinned} |`;

describe('requirements check', () => {
  it('passes a table whose every id is pinned and whose column is up to date', () => {
    const root = fixture([row('ZZ-1', '`src/rule.test.ts`')], {
      ...code,
      'src/rule.test.ts': "// ZZ-1\nit('counts 60 s', () => {});\n",
    });
    expect(checkRequirements(root).problems).toEqual([]);
  });

  it('fails on a duplicate id and on a malformed id', () => {
    const root = fixture([row('ZZ-1'), row('ZZ-1'), row('zz-2'), row('ZZ-03')], code);
    const problems = checkRequirements(root).problems.join('\n');
    expect(problems).toContain('duplicate id ZZ-1');
    expect(problems).toContain("malformed id 'zz-2'");
    expect(problems).toContain("malformed id 'ZZ-03'");
  });

  it('fails on a row without Where and on a Where file that does not exist', () => {
    const root = fixture([row('ZZ-1', '', ''), row('ZZ-2', '', '`src/gone.ts` y')], code);
    const problems = checkRequirements(root).problems.join('\n');
    expect(problems).toContain('ZZ-1 has no Where');
    expect(problems).toContain('ZZ-2 names src/gone.ts, which does not exist');
  });

  it('fails below 95 % named and lists the unnamed ids; 19 of 20 named passes', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `ZZ-${i + 1}`);
    const test = (named: string[]) => ({ ...code, 'src/rule.test.ts': `// ${named.join(', ')}\n` });
    const pinned = (named: string[]) => (id: string) =>
      row(id, named.includes(id) ? '`src/rule.test.ts`' : '');

    const nineteen = ids.slice(0, 19);
    expect(checkRequirements(fixture(ids.map(pinned(nineteen)), test(nineteen))).problems).toEqual(
      [],
    );
    const eighteen = ids.slice(0, 18);
    const problems = checkRequirements(fixture(ids.map(pinned(eighteen)), test(eighteen))).problems;
    expect(problems).toEqual([
      '90 % of ids are named by a test, below 95 %; unnamed: ZZ-19, ZZ-20',
    ]);
  });

  it('names an id only as a whole word (ZZ-1 is not named by ZZ-12 or XZZ-1)', () => {
    expect(mentions('// ZZ-12, XZZ-1, ZZ-1a', 'ZZ-1')).toBe(false);
    expect(mentions("it('ZZ-1: resend at 60 s'", 'ZZ-1')).toBe(true);
    expect(mentions('// OTP-3, ZZ-1', 'ZZ-1')).toBe(true);
  });

  it('finds ids in unit, e2e and story files, not in plain source', () => {
    const root = fixture([row('ZZ-1'), row('ZZ-2'), row('ZZ-3'), row('ZZ-4')], {
      ...code,
      'tests/e2e/flow.e2e.ts': '// ZZ-1\n',
      'stories/a/A.stories.tsx': '// ZZ-2\n',
      'machines/m.rules.test.ts': '// ZZ-3\n',
      'src/source.ts': '// ZZ-4\n',
    });
    const written = checkRequirements(root).written;
    expect(parseTable(written).map((r) => [r.id, r.pinnedBy])).toEqual([
      ['ZZ-1', '`tests/e2e/flow.e2e.ts`'],
      ['ZZ-2', '`stories/a/A.stories.tsx`'],
      ['ZZ-3', '`machines/m.rules.test.ts`'],
      ['ZZ-4', ''],
    ]);
  });

  it('fails on a stale "Pinned by" column and tells the user to run --write', () => {
    const root = fixture([row('ZZ-1', '`src/old.test.ts`')], {
      ...code,
      'src/rule.test.ts': '// ZZ-1\n',
    });
    const report = checkRequirements(root);
    expect(report.problems).toEqual([
      'docs/requirements.md: the "Pinned by" column is stale; run node scripts/requirements.ts --write',
    ]);
    writeFileSync(join(root, 'docs/requirements.md'), report.written);
    expect(checkRequirements(root).problems).toEqual([]);
    expect(readFileSync(join(root, 'docs/requirements.md'), 'utf8')).toContain(
      '| ZZ-1 | A rule of 60 s. | `src/rule.ts` x | `src/rule.test.ts` |',
    );
  });

  it.each([
    ['/** The overlay of spec section 2. */', true],
    ['// Spec 4: underscores become spaces', true],
    ['/* amounts (spec sections 2 and 5) */', true],
    ['// see spec §4', true],
    ["// the spec's numbers (section 9)", true],
    ['// (spec 7) payload', true],
    ['// OTP-2: the resend countdown', false],
    ["// the spec's literal value", false],
    ["// the spec's 5 attempts", false],
  ])('flags a comment citing the spec by section: %s -> %s', (comment, flagged) => {
    const root = fixture([row('ZZ-1', '`src/rule.test.ts`')], {
      'src/rule.ts': `${comment}\nexport const x = 1;\n`,
      'src/rule.test.ts': '// ZZ-1\n',
    });
    const problems = checkRequirements(root).problems;
    expect(problems.length).toBe(flagged ? 1 : 0);
    if (flagged) expect(problems[0]).toMatch(/^src\/rule\.ts:1: cites the spec by section/);
  });

  it('reads comments, not code: a string with a section number is no citation', () => {
    expect(commentsOf("const s = 'spec section 5';\n// ok\n").map((c) => c.text)).toEqual([
      '// ok',
    ]);
    expect(commentsOf('const u = "http://x";\n/**\n * two\n */\n').map((c) => c.line)).toEqual([
      2, 3, 4,
    ]);
  });

  it('passes on the repository itself', () => {
    const repo = join(import.meta.dirname, '..');
    expect(checkRequirements(repo).problems).toEqual([]);
  });
});
