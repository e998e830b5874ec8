/**
 * Story helpers of the payment pages: the payment routes on a memory router, a session writer,
 * and MSW handlers answering the portal service like the sandbox does.
 */
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PaymentOption, PortalConfig, TransactionResult } from '../../src/api/wire.ts';
import { Component as MethodRoute } from '../../src/features/payment/start/MethodRoute.tsx';
import { Component as StartRoute } from '../../src/features/payment/start/PaymentStartRoute.tsx';
import { Component as StatusRoute } from '../../src/features/payment/status/PaymentStatusRoute.tsx';
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

export const storyConfig: PortalConfig = {
  preMinAmnt: 500,
  preMaxAmnt: 1_000_000,
  postMinAmnt: 1000,
  postMaxAmnt: 5_000_000,
  'beta.amountToHigherValueFeature': true,
  postpaidHybridCheck: true,
  payStackConfig: '{"key":"pk_test_story"}',
  enableAmPin: true,
  customerCareNumber: '100',
  pinResetDial: '*150*60#',
  paymentMaxTry: 10,
};

export const storyOptions: PaymentOption[] = [
  { name: 'Paystack', type: 'PG', code: 'PG' },
  { name: 'Selcom', type: 'PG', code: 'PG' },
  { name: 'Airtime', type: 'airtime' },
  { name: 'Twiga Money', type: 'AM', code: 'TWIGA_MONEY' },
  { name: 'SmartCash', type: 'smartcash', code: 'SMARTCASH_SECURE' },
  { name: 'M-Pesa', type: 'mpesa' },
];

export const recharge: PaymentSessionData = {
  msisdn: '712000001',
  amount: 1000,
  lineType: 'PREPAID',
  transactionType: 'PREPAID_RECHARGE',
  currency: 'TZS',
  redirectPage: '/prepaid-recharge',
  rechargeType: 'PREPAID RECHARGE',
};

export const bundle: PaymentSessionData = {
  ...recharge,
  transactionType: 'PREPAID_BUNDLES',
  rechargeType: 'BUNDLE PURCHASE',
  productCode: 'DATA_2GB_7D',
  bundleInfo: {
    description: 'Wiki Bomba 2GB',
    data: '2',
    dataUnit: 'GB',
    amount: 1000,
    lineType: 'PREPAID',
  },
};

export const invoice: PaymentSessionData = {
  ...recharge,
  amount: 250000,
  transactionType: 'POSTPAID_BILL',
  rechargeType: 'BILL_PAYMENT',
  redirectPage: '/orp/fixed-internet',
  invoiceDetail: {
    accountNo: 'PE0000000001',
    invoiceNo: 'INV-2026-001',
    billingStartDate: '2026-01-01',
    billingEndDate: '2026-01-31',
    dueDate: '2026-02-15',
  },
};

export const dualCurrency: PaymentSessionData = {
  ...recharge,
  amount: 500,
  currency: 'USD',
  enableDualCurrency: true,
};

const ok = (result: unknown) =>
  HttpResponse.json({ statusCode: 200, status: 'success', message: 'OK', result });

export function transaction(overrides: Partial<TransactionResult> = {}): TransactionResult {
  return {
    status: 'SUCCESS',
    transactionStatus: 'SUCCESS',
    transactionId: 'TWG1001',
    transactionType: 'PREPAID_RECHARGE',
    paymentMode: 'PG',
    paymentGateway: 'Selcom',
    mobileNumber: '712000001',
    currencyCode: 'TZS',
    amount: 1000,
    ...overrides,
  };
}

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
