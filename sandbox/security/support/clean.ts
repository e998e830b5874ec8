/**
 * What every answer of the sandbox must be, whatever it was sent: never a 5xx (but the spec's own
 * 502 for an OTP send over the limit), nothing of its insides (a stack frame, an error class, a
 * path of this machine, a private key, a file from outside the portal's folder), and the shape
 * the route promises. Returns what is wrong, empty when the answer is clean.
 */
import { tmpdir } from 'node:os';
import type { Probe, Reply } from './http.ts';
import type { Target } from './targets.ts';

/** Written outside the static folder by the corpus; seeing it in an answer is a traversal. */
export const OUTSIDE_CANARY = 'CANARY-OUTSIDE-DIST-7f3a';

/** The spec's answer to an OTP send over the limit (OTP codes: 502 on send or resend). */
export const OTP_LIMIT_MESSAGE = /max limit exhausted/i;

/** Signs of the server's insides, each a name and a test. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>]+ \(?(?:file:|node:|\/)[^\s)]*:\d+:\d+/],
  ['an error class', /\b(?:TypeError|RangeError|SyntaxError|ReferenceError|SqliteError)\b/],
  ['a Node internal', /node:internal|ERR_[A-Z_]{4,}/],
  ['this checkout', new RegExp(escape(process.cwd()))],
  ['the temp folder', new RegExp(escape(tmpdir()))],
  ['a private key', /BEGIN (?:RSA )?PRIVATE KEY/],
  ['a file outside dist', new RegExp(OUTSIDE_CANARY)],
  ['package.json', /"devDependencies"/],
  ['the SQLite file', /SQLite format 3/],
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const asText = (probe: Probe) =>
  `${probe.path}\n${JSON.stringify(probe.headers ?? {})}\n${probe.body?.toString() ?? ''}`;

const contentType = (reply: Reply) => String(reply.headers['content-type'] ?? '').toLowerCase();

function jsonProblems(reply: Reply): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.text);
  } catch {
    return ['a JSON content type whose body is not JSON'];
  }
  if (typeof parsed !== 'object' || parsed === null) return ['JSON that is not an object'];
  const body = parsed as Record<string, unknown>;
  if (reply.status < 400 && !('status' in body)) return [];
  const problems: string[] = [];
  if (body.status !== 'success' && body.status !== 'failure')
    problems.push(`envelope status ${JSON.stringify(body.status)}`);
  if (reply.status >= 400 && typeof body.message !== 'string') problems.push('no message');
  if (typeof body.statusCode !== 'number' && typeof body.statusCode !== 'string')
    problems.push('no statusCode');
  return problems;
}

function shapeProblems(target: Target, reply: Reply): string[] {
  const type = contentType(reply);
  if (reply.status >= 300 && reply.status < 400) {
    if (reply.status === 304) return [];
    const location = String(reply.headers.location ?? '');
    if (target.answers !== 'json-or-redirect') return [`a redirect to ${location}`];
    // Same origin only: an open redirect would hand a payer to another site.
    return /^\/(?![/\\])/.test(location) ? [] : [`a redirect off the site: ${location}`];
  }
  if (type.startsWith('application/json')) return jsonProblems(reply);
  // Node's HTTP parser refuses what never reaches the app (a 16 KiB request head: 431; a
  // malformed request: 400) with an empty body: clean too.
  if (!type && !reply.text && (reply.status === 400 || reply.status === 431)) return [];
  if (target.answers === 'static') return [];
  if (target.answers === 'html-or-json' && type.startsWith('text/html') && reply.text) return [];
  return [`content type '${type}' where ${target.answers} was promised`];
}

/** Everything wrong with `reply` to `probe` on `target` (empty: clean). */
export function problemsOf(target: Target, probe: Probe, reply: Reply): string[] {
  const problems: string[] = [];
  const otpLimit = target.otpSend && reply.status === 502 && OTP_LIMIT_MESSAGE.test(reply.text);
  if (reply.status >= 500 && !otpLimit) problems.push(`HTTP ${reply.status}`);
  // A route may echo what it was sent: a marker counts only when the request did not carry it.
  const sent = asText(probe);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(reply.text) && !pattern.test(sent)) problems.push(`leaks ${what}`);
  }
  return [...problems, ...shapeProblems(target, reply)];
}
