/**
 * The payment kit's MSW handlers, shared by the payment component tests and stories: the content
 * service from schemas/cms, and the operator calls of the payment pages and wallet methods
 * answering like the sandbox (../shared/sandbox-test-data.md). Browser-safe (no node imports), so
 * Storybook loads the same handlers the tests use.
 */
import { delay, http } from 'msw';
import { AUTH_BASE, endpoints, PORTAL_BASE, type EndpointName } from '../../../api/endpoints.ts';
import type { PaymentOption, PortalConfig, TransactionResult } from '../../../api/wire.ts';
import { cmsPackagesHandler } from '../../../testing/cmsPackages.ts';
import { bodyData, failure, httpFailure, ok } from '../../../testing/envelope.ts';
import { sampleConfig, sampleOptions, sampleTransaction } from './sampleSessions.ts';

/** The MSW pattern of an operator call on any origin (a test host or the story's own). */
export function apiUrl(name: EndpointName): string {
  const endpoint = endpoints[name];
  return `*${endpoint.service === 'auth' ? AUTH_BASE : PORTAL_BASE}/${endpoint.path}`;
}

/** What the payment pages read first: CMS packages, the portal config and the payment options. */
export function basePaymentHandlers(
  config: PortalConfig = sampleConfig(),
  options: PaymentOption[] | 'fail' | 'hang' = sampleOptions,
) {
  return [
    cmsPackagesHandler(),
    http.get(apiUrl('config'), () => ok(config)),
    http.post(apiUrl('paymentOptions'), async () => {
      if (options === 'hang') await delay('infinite');
      if (options === 'fail') return failure(500, 'Payment options are not available right now.');
      return ok({ paymentOption: options });
    }),
  ];
}

/** What a whole payment answers in the stories (the tests declare each call they expect). */
export interface PaymentApi {
  options?: PaymentOption[] | 'fail' | 'hang';
  rate?: number | 'fail';
  initiate?: 'ok' | 'hang';
  transaction?: Partial<TransactionResult>;
}

/**
 * A whole card payment like the sandbox: options, exchange rate, initiation (TXN1001), a gateway
 * redirect, and the transaction's status (`UNKNOWN` is not found).
 */
export function paymentHandlers(api: PaymentApi = {}) {
  const { options, rate = 14250, initiate = 'ok' } = api;
  return [
    ...basePaymentHandlers(sampleConfig(), options),
    http.post(apiUrl('exchangeRate'), () =>
      rate === 'fail' ? httpFailure(500, '') : ok({ convertedAmount: rate }),
    ),
    http.post(apiUrl('initiate'), async () => {
      if (initiate === 'hang') await delay('infinite');
      return ok({ transactionId: 'TXN1001' });
    }),
    http.post(apiUrl('process'), () =>
      ok({
        ...sampleTransaction({ status: 'IN_PROCESS', transactionStatus: 'IN_PROCESS' }),
        redirectUrl: '#gateway',
      }),
    ),
    http.get(apiUrl('fetch'), ({ request }) =>
      new URL(request.url).searchParams.get('txnId') === 'UNKNOWN'
        ? failure('404', 'Transaction not found')
        : ok(sampleTransaction(api.transaction)),
    ),
    http.get(apiUrl('status'), () => ok(sampleTransaction(api.transaction))),
  ];
}

/** The happy payment OTP: refId R1, code 123456 verifies with a Bearer token. */
export function otpHandlers(
  verify: (otp: string) => Response | Promise<Response> = () =>
    ok({ uniqueCode: 'UC1', tokenType: 'Bearer', accessToken: 'TKN1' }),
) {
  return [
    http.post(apiUrl('paymentOtpSend'), () => ok({ refId: 'R1' })),
    http.post(apiUrl('paymentOtpVerify'), async ({ request }) =>
      verify(String((await bodyData(request)).otp)),
    ),
  ];
}

/**
 * Initiation and processing that settle as `transactionId`; `sent` records each initiation's and
 * the last processing's request data, and the Authorization header each call carried. `via`
 * names the calls the method makes: the plain ones, or the auth variants behind the OTP token.
 */
export function recordedPayment(transactionId: string, via: 'plain' | 'auth' = 'plain') {
  const sent = {
    initiations: [] as Record<string, unknown>[],
    processed: undefined as Record<string, unknown> | undefined,
    authorizations: [] as (string | null)[],
  };
  const [initiate, process] =
    via === 'auth'
      ? (['authInitiate', 'authProcess'] as const)
      : (['initiate', 'process'] as const);
  const handlers = [
    http.post(apiUrl(initiate), async ({ request }) => {
      sent.initiations.push(await bodyData(request));
      sent.authorizations.push(request.headers.get('authorization'));
      return ok({ transactionId });
    }),
    http.post(apiUrl(process), async ({ request }) => {
      sent.processed = await bodyData(request);
      sent.authorizations.push(request.headers.get('authorization'));
      return ok({ transactionId, transactionStatus: 'SUCCESS' });
    }),
  ];
  return { sent, handlers };
}

/** The payer's airtime balance (subscriber/v4/query-balance) in TZS. */
export function balanceOf(balance: number) {
  return http.post(apiUrl('queryBalance'), () =>
    ok({
      queryBalanceResult: [
        {
          balanceDescription: 'Airtime',
          balanceType: 'MAIN',
          balance,
          unitType: 'TZS',
          expireTime: '',
          serviceType: 'AIRTIME',
        },
      ],
    }),
  );
}

/**
 * The wallet operator as the happy path (712000001) and its documented failures, to click
 * through: 719999999 is no operator number, only OTP 123456 verifies, `balance` TZS of airtime.
 */
export function walletOperatorHandlers(balance = 50_000) {
  return [
    cmsPackagesHandler(),
    http.post(apiUrl('validateNumber'), async ({ request }) =>
      (await bodyData(request)).msisdn === '719999999'
        ? failure(400, 'Invalid Mobile No')
        : ok('PREPAID'),
    ),
    ...otpHandlers((otp) =>
      otp === '123456'
        ? ok({ uniqueCode: 'UC1', tokenType: 'Bearer', accessToken: 'TKN' })
        : failure('2003', 'Please enter correct OTP', { attemptsLeft: 4 }),
    ),
    balanceOf(balance),
  ];
}
