/**
 * Story helpers of the payment pages: the payment routes on a memory router, a session writer,
 * and MSW handlers answering the portal service like the sandbox does. The sample sessions,
 * config and options are the component tests' (src/features/payment/testing/sampleSessions.ts).
 */
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PaymentOption, TransactionResult } from '../../src/api/wire.ts';
import { Component as MethodRoute } from '../../src/features/payment/start/MethodRoute.tsx';
import { Component as StartRoute } from '../../src/features/payment/start/PaymentStartRoute.tsx';
import { Component as StatusRoute } from '../../src/features/payment/status/PaymentStatusRoute.tsx';
import {
  bundleSession,
  dualCurrencySession,
  invoiceSession,
  prepaidSession,
  sampleConfig,
  sampleOptions,
  sampleTransaction,
} from '../../src/features/payment/testing/sampleSessions.ts';
import {
  clearPaymentSession,
  saveEnterpriseFlag,
  savePaymentSession,
  type PaymentSessionData,
} from '../../src/session/paymentSession.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

const API = '*/orp/bfe/api/portal-service';

export const storyConfig = sampleConfig('{"key":"pk_test_story"}');
export const storyOptions = sampleOptions;

/** The sample sessions of ../../src/features/payment/testing/sampleSessions.ts, by story name. */
export const recharge = prepaidSession;
export const bundle = bundleSession;
export const invoice = invoiceSession;
export const dualCurrency = dualCurrencySession;

const ok = (result: unknown) =>
  HttpResponse.json({ statusCode: 200, status: 'success', message: 'OK', result });

/** A transaction of the stories' portal service (ids TWG...). */
export const transaction = (overrides: Partial<TransactionResult> = {}) =>
  sampleTransaction({ transactionId: 'TWG1001', ...overrides });

/** What the story's portal service answers. */
export interface StoryApi {
  options?: PaymentOption[] | 'fail' | 'hang';
  rate?: number | 'fail';
  initiate?: 'ok' | 'hang';
  transaction?: Partial<TransactionResult>;
}

/** MSW handlers: CMS from schemas/cms plus the portal calls of the payment pages. */
export function paymentHandlers(api: StoryApi = {}) {
  const { options = storyOptions, rate = 14250, initiate = 'ok' } = api;
  return [
    ...cmsHandlers(),
    http.get(`${API}/resource/v1/config`, () => ok(storyConfig)),
    http.post(`${API}/transaction/v1/payment-options`, async () => {
      if (options === 'hang') await delay('infinite');
      if (options === 'fail')
        return HttpResponse.json({
          statusCode: 500,
          status: 'failure',
          message: 'Payment options are not available right now.',
        });
      return ok({ paymentOption: options });
    }),
    http.post(`${API}/transaction/get/exchange/rate`, () =>
      rate === 'fail'
        ? HttpResponse.json({ statusCode: 500, status: 'failure', message: '' }, { status: 500 })
        : ok({ convertedAmount: rate }),
    ),
    http.post(`${API}/transaction/v1/initiate`, async () => {
      if (initiate === 'hang') await delay('infinite');
      return ok({ transactionId: 'TWG1001' });
    }),
    http.post(`${API}/transaction/v1/process`, () =>
      ok({
        ...transaction({ status: 'IN_PROCESS', transactionStatus: 'IN_PROCESS' }),
        redirectUrl: '#gateway',
      }),
    ),
    http.get(`${API}/transaction/fetch`, ({ request }) =>
      new URL(request.url).searchParams.get('txnId') === 'UNKNOWN'
        ? HttpResponse.json({
            statusCode: '404',
            status: 'failure',
            message: 'Transaction not found',
          })
        : ok(transaction(api.transaction)),
    ),
    http.get(`${API}/transaction/v1/status`, () => ok(transaction(api.transaction))),
  ];
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

/**
 * The meta every payment page story file shares (each keeps its literal `title` and `component`
 * for the Storybook indexer): the pages at `path`, without the global router, answered by the
 * sandbox-like handlers, with a prepaid recharge session stored first.
 */
export function pagesMeta(path: string) {
  return {
    args: { path },
    parameters: { router: false, layout: 'padded', msw: { handlers: paymentHandlers() } },
    beforeEach: withSession(recharge),
  };
}

/** The Swahili locale global of the *Sw stories. */
export const SW = { locale: 'sw' };

/** The payment routes at `path`, as src/app/routes.tsx mounts them. */
export function PaymentPages({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/payment/start',
          Component: StartRoute,
          children: [
            { index: true, Component: MethodRoute },
            ...['card', 'airtime', 'twiga-money', 'mpesa', 'smartcash'].map((p) => ({
              path: p,
              Component: MethodRoute,
            })),
          ],
        },
        { path: '/payment/status', Component: StatusRoute },
        { path: '/payment/status/:id', Component: StatusRoute },
        { path: '*', element: <p>Another page of the portal</p> },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <main className="app-main">
      <RouterProvider router={router} />
    </main>
  );
}
