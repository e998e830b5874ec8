/**
 * The run's report: one line per check, grouped by operation (in the document's order) and by
 * rule; a FAIL shows what was expected, what came, and the request and answer that showed it; a
 * summary line with the counts. Also as JSON (--json) for a CI step that reads it.
 */
import type { CheckLine } from './checks.ts';
import { bodyText, describeAnswer, trimmed, type Exchange } from './exchange.ts';
import type { RunResult } from './runner.ts';

export interface ReportHeader {
  base: string;
  contractFile: string;
  contractVersion: string;
  configFile: string;
}

const INDENT = '          ';

function exchangeLines(ex: Exchange): string[] {
  const out = [`request:  ${ex.request.method} ${ex.request.url}`];
  if (ex.request.headerNotes.length) out.push(`          (${ex.request.headerNotes.join('; ')})`);
  if (ex.request.body !== undefined) out.push(`          ${trimmed(ex.request.body, 400)}`);
  out.push(
    ex.status === 0
      ? `answer:   ${describeAnswer(ex)}`
      : `answer:   HTTP ${ex.status} ${trimmed(bodyText(ex.body), 500)}`,
  );
  return out;
}

function lineText(line: CheckLine): string[] {
  const out = [`    ${line.verdict}  ${line.title}`];
  if (line.verdict === 'SKIP' && line.reason) out.push(`${INDENT}skipped: ${line.reason}`);
  if (line.verdict !== 'FAIL') return out;
  if (line.expected) out.push(`${INDENT}expected: ${line.expected}`);
  if (line.reason) out.push(`${INDENT}${line.expected ? 'got:      ' : ''}${line.reason}`);
  for (const ex of line.exchanges) out.push(...exchangeLines(ex).map((l) => INDENT + l));
  return out;
}

/** The lines of one subject, after its heading. */
function section(heading: string, lines: CheckLine[]): string[] {
  return [`  ${heading}`, ...lines.flatMap(lineText)];
}

export function formatReport(header: ReportHeader, result: RunResult): string {
  const bySubject = (group: CheckLine['group'], subject: string) =>
    result.lines.filter((l) => l.group === group && l.subject === subject);
  const out = [
    `Contract check of ${header.base}`,
    `  document: ${header.contractFile} (version ${header.contractVersion})`,
    `  environment: ${header.configFile}`,
    '',
    'Operations',
  ];
  for (const op of result.operations) {
    const lines = bySubject('operation', op.operationId);
    if (lines.length)
      out.push(...section(`${op.operationId}  ${op.method} ${op.pathTemplate}`, lines));
  }
  out.push('', 'Rules');
  for (const rule of result.rules) {
    const lines = bySubject('rule', rule.id);
    if (lines.length) out.push(...section(`${rule.id}: ${rule.title}`, lines));
  }
  const others = result.lines.filter((l) => l.group === 'run');
  if (others.length) {
    out.push('', 'Not in the document');
    for (const subject of [...new Set(others.map((l) => l.subject))])
      out.push(...section(subject, bySubject('run', subject)));
  }
  out.push('', summaryLine(result));
  return out.join('\n');
}

export function summaryLine(result: RunResult): string {
  const { PASS, FAIL, SKIP } = result.counts;
  const total = PASS + FAIL + SKIP;
  return `Summary: ${total} check${total === 1 ? '' : 's'}, ${PASS} PASS, ${FAIL} FAIL, ${SKIP} SKIP (${result.operations.length} operations, ${result.rules.length} rules): ${FAIL ? 'the service breaks the contract' : 'the service keeps the contract'}`;
}

/** The run as JSON: the header, the counts and every line with its exchanges. */
export function jsonReport(header: ReportHeader, result: RunResult): string {
  return JSON.stringify(
    {
      ...header,
      counts: result.counts,
      exitCode: result.exitCode,
      lines: result.lines,
    },
    null,
    2,
  );
}
