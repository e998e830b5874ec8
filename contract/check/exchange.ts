/** One call of the run as the report shows it: what was sent and what came back. */

export interface SentRequest {
  method: string;
  url: string;
  /** Headers the report should name: those the call changed, left out or added (Authorization). */
  headerNotes: string[];
  /** The body as sent (text), when there was one. */
  body?: string;
}

export interface Exchange {
  operationId: string;
  request: SentRequest;
  /** The HTTP status; 0 when no answer came (`error` says why). */
  status: number;
  /** The answer parsed as JSON, else its text ('' when empty). */
  body: unknown;
  /** Why no answer came: a refused connection, a timeout. */
  error?: string;
  /** Where the answer breaks the document (undocumented status, wrong shape). */
  answerProblems: string[];
  /** Where the request breaks the document; expected when `deliberate`. */
  requestProblems: string[];
  /** The request breaks the contract on purpose (a rule's refusal is being checked). */
  deliberate: boolean;
}

/** A string cut to `max` characters, saying how much was left out. */
export function trimmed(text: string, max = 500): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** The answer's body as one line of text. */
export function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The answer's envelope fields, read loosely (any answer may be a refusal of any shape). */
export function envelopeOf(ex: Exchange): {
  statusCode: string | undefined;
  status: string | undefined;
  message: string | undefined;
  result: unknown;
} {
  const body =
    typeof ex.body === 'object' && ex.body !== null ? (ex.body as Record<string, unknown>) : {};
  return {
    statusCode: body.statusCode === undefined ? undefined : String(body.statusCode),
    status: typeof body.status === 'string' ? body.status : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
    result: body.result,
  };
}

/** "HTTP 200, statusCode 2003 ('Please enter correct OTP')": how the report names an answer. */
export function describeAnswer(ex: Exchange): string {
  if (ex.status === 0) return `no answer (${ex.error ?? 'unknown error'})`;
  const { statusCode, message } = envelopeOf(ex);
  return [
    `HTTP ${ex.status}`,
    statusCode === undefined ? '' : `, statusCode ${statusCode}`,
    message === undefined ? '' : ` (${JSON.stringify(trimmed(message, 120))})`,
  ].join('');
}
