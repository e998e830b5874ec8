import { call } from './client.ts';
import type { EndpointName } from './endpoints.ts';
import type { ApiOutcome } from './outcome.ts';

/**
 * Most calls only turn their arguments into the request body, so each is written as its
 * endpoint and body alone: `bodyCall<BillResult>()('bill', (msisdn: string, otpId: string) =>
 * ({ msisdn, otpId }))` is `(msisdn, otpId) => call<BillResult>('bill', { data: { msisdn, otpId } })`.
 * Curried so the result type is given and the arguments are inferred from `body`.
 */
export function bodyCall<T>() {
  return <A extends unknown[]>(name: EndpointName, body: (...args: A) => unknown) =>
    (...args: A): Promise<ApiOutcome<T>> =>
      call<T>(name, { data: body(...args) });
}
