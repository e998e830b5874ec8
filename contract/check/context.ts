/** What every scenario works with (checks.ts CheckContext), built once per run. */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CheckContext } from './checks.ts';
import type { CheckConfig } from './config.ts';
import type { DocOperation, DocRule } from './document.ts';
import type { PaymentGuard } from './paymentGuard.ts';
import type { Send } from './sender.ts';

export interface ContextParts {
  config: CheckConfig;
  base: string;
  slow: boolean;
  sleep: ((ms: number) => Promise<void>) | undefined;
  operations: ReadonlyMap<string, DocOperation>;
  rules: ReadonlyMap<string, DocRule>;
  send: Send;
  guard: PaymentGuard;
}

export function createContext(parts: ContextParts): CheckContext {
  const memos = new Map<string, Promise<unknown>>();
  const ctx: CheckContext = {
    config: parts.config,
    base: parts.base,
    slow: parts.slow,
    operation(operationId) {
      const op = parts.operations.get(operationId);
      if (!op) throw new Error(`the document has no operation ${operationId}`);
      return op;
    },
    rule: (id) => parts.rules.get(id),
    call: (operationId, options) => parts.send(ctx.operation(operationId), options),
    requirePayments(...numbers) {
      for (const mobileNumber of numbers) parts.guard.admit('initiate', { mobileNumber });
    },
    freshKey: () => randomUUID(),
    sleep: parts.sleep ?? ((ms) => sleep(ms)),
    memo<T>(key: string, make: () => Promise<T>) {
      // A failed read is not kept: the next check asks again and reports its own failure.
      const made =
        memos.get(key) ??
        make().catch((error: unknown) => {
          memos.delete(key);
          throw error;
        });
      memos.set(key, made);
      return made as Promise<T>;
    },
  };
  return ctx;
}
