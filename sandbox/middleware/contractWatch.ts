/**
 * The contract watch (issue 34, CONTRACT-3; SandboxOptions.watchContract): every call to a
 * service path, and the answer it gets, judged against the contract (contract/openapi.yaml, through
 * contract/validator.ts). What breaks it is kept as a violation until the control route
 * GET /__sandbox/contract-violations takes the list (control/contractViolations.ts), so a test
 * fails on any request it sends, or any answer the sandbox gives, that the document does not allow.
 *
 * app.ts mounts it inside compress (it reads answers before they are compressed) and outside the
 * body limit, the faults and the app headers (it sees their refusals: 413, injected 5xx, 400,
 * 401, 415). Not judged:
 * - the control API and the gateway stand-ins (/__sandbox/...) and the CMS editor's publishing
 *   routes (/cms/packages/...): the sandbox's own tools, not calls of the portal, so not in the
 *   contract; static files and /config.json are no service path;
 * - a request carrying `x-contract-off: <reason>`: a test sending what the contract forbids to see
 *   the refusal. Its answer is still judged: the refusal must be a documented one; except when
 *   the call is one the document does not have (an unknown path or method), which leaves no
 *   operation to judge the answer by;
 * - the body of a request refused with 413: never read, so there is nothing to judge;
 * - an answer a fault breaks on purpose (`malformed`, contractExempt.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cmsPublishPaths } from '../../src/api/endpoints.ts';
import type * as ValidatorExports from '../../contract/validator.ts';
import type { ContractValidator, ServiceBases } from '../../contract/validator.ts';
import { answerOffContract } from './contractExempt.ts';

/** The header that exempts a request (not its answer) from the watch; its value says why. */
export const CONTRACT_OFF_HEADER = 'x-contract-off';

export interface Violation {
  /** The operationId, or `METHOD path` for a call the contract does not document. */
  operation: string;
  where: 'request' | 'response';
  problems: string[];
  request: { method: string; path: string; query: Record<string, string>; body: unknown };
  answer: { status: number; body: unknown };
}

export interface ContractWatch {
  middleware: MiddlewareHandler;
  /** The violations seen since the last take, oldest first; the list is then empty. */
  take(): Violation[];
}

/** Paths of the sandbox's own tools: the control API, the gateway stand-ins, CMS publishing. */
const TOOL_PREFIXES = ['/__sandbox/', `/${cmsPublishPaths.package.split('{')[0]}`];

type ValidatorModule = typeof ValidatorExports;

export interface ContractWatchOptions {
  /** The contract document; default contract/openapi.yaml. */
  file?: string;
  /** Where the sandbox mounts each service (src/api/endpoints.ts). */
  bases: Partial<ServiceBases>;
}

/** A body's text as the validator judges it (JSON, UnparsedBody, or undefined when empty). */
async function bodyOf(read: () => Promise<string>, module: ValidatorModule): Promise<unknown> {
  try {
    return module.parseBody(await read());
  } catch {
    return undefined;
  }
}

/** The most of a body a violation keeps: the list is served as JSON and printed in test failures. */
const KEPT_CHARACTERS = 2000;

/**
 * A body as a violation keeps it: itself when its JSON is short, else the start of its JSON (a
 * test sends 1 MB strings and 5000-deep arrays; the latter JSON cannot even write).
 */
function kept(body: unknown): unknown {
  let json: string | undefined;
  try {
    json = JSON.stringify(body);
  } catch {
    return '(not kept: nested too deep to write as JSON)';
  }
  if (json === undefined || json.length <= KEPT_CHARACTERS) return body;
  return `${json.slice(0, KEPT_CHARACTERS)}... (${json.length} characters)`;
}

/**
 * The contract watch. The validator is loaded on the first call, so a sandbox that never watches
 * never reads the document (and `yaml`, a dev tool, is needed only when it does).
 */
export function contractWatch(opts: ContractWatchOptions): ContractWatch {
  let violations: Violation[] = [];
  let loading: Promise<{ contract: ContractValidator; module: ValidatorModule }> | undefined;
  const loaded = () =>
    (loading ??= import('../../contract/validator.ts').then((module) => ({
      module,
      contract: module.createContractValidator(module.loadContract(opts.file), opts.bases),
    })));

  async function judge(c: Context, contract: ContractValidator, module: ValidatorModule) {
    const method = c.req.method;
    const path = c.req.path;
    const query = c.req.query();
    const status = c.res.status;
    // Read after the answer: the body limit has run (a 413's body is never read), and what the
    // route read comes from hono's cache.
    const requestBody =
      c.req.raw.body && status !== 413 ? await bodyOf(() => c.req.text(), module) : undefined;
    const answerBody = await bodyOf(() => c.res.clone().text(), module);
    const shown = (body: unknown) => kept(body instanceof module.UnparsedBody ? body.text : body);
    const record = (operation: string, where: Violation['where'], problems: string[]) => {
      if (problems.length === 0) return;
      violations.push({
        operation,
        where,
        problems,
        request: { method, path, query, body: shown(requestBody) },
        answer: { status, body: shown(answerBody) },
      });
    };
    const offContract = Boolean(c.req.header(CONTRACT_OFF_HEADER));
    const op = contract.operationOf(method, path);
    if (!op) {
      // An undocumented call sent on purpose has no operation to judge its answer by either.
      if (!offContract)
        record(`${method} ${path}`, 'request', [
          `undocumented call: the contract has no operation ${method} ${path}`,
        ]);
      return;
    }
    if (!offContract && status !== 413)
      record(
        op.operationId,
        'request',
        contract.checkRequest(op, { query, headers: c.req.header(), body: requestBody }),
      );
    if (!answerOffContract(c))
      record(op.operationId, 'response', contract.checkResponse(op, status, answerBody));
  }

  return {
    middleware: async (c, next) => {
      if (TOOL_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
      const { contract, module } = await loaded();
      if (!contract.isServicePath(c.req.path)) return next();
      await next();
      try {
        await judge(c, contract, module);
      } catch (error) {
        // A fault of the watch must not change the answer; it fails the test instead.
        violations.push({
          operation: `${c.req.method} ${c.req.path}`,
          where: 'response',
          problems: [`the contract watch failed: ${String(error)}`],
          request: {
            method: c.req.method,
            path: c.req.path,
            query: c.req.query(),
            body: undefined,
          },
          answer: { status: c.res.status, body: undefined },
        });
      }
    },
    take() {
      const taken = violations;
      violations = [];
      return taken;
    },
  };
}
