/** The run's document checks, through the project's one contract validator (contract/validator.ts). */
import { createContractValidator, loadContract } from '../validator.ts';
import type { ServiceBases } from './document.ts';
import type { AnswerChecker } from './sender.ts';

/** Reads the contract document (YAML); throws with the file's problem. */
export function readContract(file: string): unknown {
  return loadContract(file);
}

/** A checker of requests and answers against `doc`, its paths under `bases`. */
export function documentChecker(doc: unknown): (bases: ServiceBases) => AnswerChecker {
  return (bases) => {
    const validator = createContractValidator(
      doc as Parameters<typeof createContractValidator>[0],
      bases,
    );
    return {
      checkRequest: (op, request) => validator.checkRequest(op, request),
      checkResponse: (op, status, body) => validator.checkResponse(op, status, body),
    };
  };
}
