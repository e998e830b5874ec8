/**
 * The payment kit's adapter for stories: the payment routes on a memory router as a story
 * component, a session writer, and the meta every payment page story shares. Data and MSW
 * handlers are the component tests' (./sampleSessions.ts, ./paymentHandlers.ts).
 */
import { useState } from 'react';
import { AppRoutes } from '../../../app/AppRoutes.tsx';
import { testRouter } from '../../../testing/testRouter.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  clearPaymentSession,
  saveEnterpriseFlag,
  savePaymentSession,
  type PaymentSessionData,
} from '../../../session/paymentSession.ts';
import { paymentHandlers } from './paymentHandlers.ts';
import { paymentRoutes } from './paymentRoutes.tsx';
import { prepaidSession } from './sampleSessions.ts';
import '../../../styles/index.css';
import '../../../forms/theme/forms.css';

export { paymentHandlers, walletOperatorHandlers } from './paymentHandlers.ts';
export * from './sampleSessions.ts';

/** The payment routes at `path`, as src/app/routes.tsx mounts them. */
export function PaymentPages({ path }: { path: string }) {
  const [{ Router, routes }] = useState(() => ({ ...testRouter(path), routes: paymentRoutes() }));
  return (
    <main className="app-main">
      <Router>
        <AppRoutes routes={routes} />
      </Router>
    </main>
  );
}

/** Stores (or clears) the payment session before the story renders. */
export function withSession(session: PaymentSessionData | null, enterprise = false) {
  return () => {
    sessionStorage.clear();
    if (session) savePaymentSession(session);
    else clearPaymentSession();
    if (enterprise) saveEnterpriseFlag({ enabled: true, id: 'ENT-1' });
  };
}

/** A story of the payment pages. */
export type PagesStory = StoryObj<typeof PaymentPages>;

/**
 * The meta of a payment page story file but its literal `title` (the Storybook indexer reads it
 * from the file): the pages at `path`, without the global router, answered by the sandbox-like
 * handlers, with a prepaid recharge session stored first.
 */
export function pagesMeta(path: string) {
  return {
    component: PaymentPages,
    args: { path },
    parameters: { router: false, layout: 'padded', msw: { handlers: paymentHandlers() } },
    beforeEach: withSession(prepaidSession),
  } satisfies Meta<typeof PaymentPages>;
}

/** The Swahili locale global of the *Sw stories. */
export const SW = { locale: 'sw' };
