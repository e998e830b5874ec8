/**
 * How a probe reads a refusal sent over raw HTTP: the status, and the same code in the body with
 * the operator's 'failure' and the exact message, nothing else.
 */
import { expect } from 'vitest';
import type { Reply } from './http.ts';

export function expectRefusal(reply: Reply, statusCode: number, message: string) {
  expect(reply.status).toBe(statusCode);
  expect(JSON.parse(reply.text)).toEqual({ statusCode, status: 'failure', message });
}
