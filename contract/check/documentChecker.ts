/** The run's document checks, through the project's one contract validator (contract/validator.ts). */
import {
  createContractValidator,
  loadContract,
  parseBody,
  type ContractDocument,
} from '../validator.ts';
import type { DocOperation, ServiceBases } from './document.ts';
import type { AnswerChecker } from './sender.ts';

/** Reads the contract document (YAML); throws with the file's problem. */
export function readContract(file: string): unknown {
  return loadContract(file);
}

/** A checker of requests and answers against `doc`, its paths under `bases`. */
export function documentChecker(doc: unknown): (bases: ServiceBases) => AnswerChecker {
  return (bases) => {
    const validator = createContractValidator(doc as ContractDocument, bases);
    const asOperation = (op: DocOperation, pathParams: Record<string, string> = {}) => ({
      operationId: op.operationId,
      method: op.method,
      pathTemplate: op.pathTemplate,
      service: op.service,
      pathParams,
    });
    return {
      checkRequest: (op, { query, headers, pathParams, bodyText }) =>
        validator.checkRequest(asOperation(op, pathParams), {
          query,
          headers,
          body: bodyText === undefined ? undefined : parseBody(bodyText),
        }),
      checkResponse: (op, status, text) =>
        validator.checkResponse(asOperation(op), status, parseBody(text)),
    };
  };
}
