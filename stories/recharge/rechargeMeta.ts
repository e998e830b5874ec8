import type { ComponentType } from 'react';
import { clearApiCache } from '../../src/api/cache.ts';
import {
  rechargeHandlers,
  type RechargeHandlerOptions,
} from '../../src/features/recharge/testing/rechargeHandlers.ts';
import { handledBy, routeScreen } from '../support/meta.ts';

/**
 * The meta of a recharge page (prepaid, postpaid) at `path`: the portal service and the CMS
 * answering like the sandbox's test numbers, and a fresh API cache for every story.
 */
export function rechargeScreen<C extends ComponentType>(component: C, path: string) {
  return {
    ...routeScreen(component, path, rechargeHandlers()),
    // The API cache lives in the session: one story's answers must not leak into the next.
    beforeEach: () => clearApiCache(),
  };
}

/** Story parameters: the recharge services answering as `options` says. */
export const rechargeAnswers = (options: RechargeHandlerOptions) =>
  handledBy(rechargeHandlers(options));
