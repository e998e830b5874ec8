/**
 * Number validation: data{msisdn, checkIfBroadband?, requestType?} -> result: line type
 * ('PREPAID' | 'POSTPAID' | 'HYBRID'), answered by the line type of the test number.
 * - Invalid number -> statusCode '400', 'Invalid Mobile No'.
 * - checkIfBroadband true and the line is not a broadband (router) line -> 'NOT_BROADBAND'.
 * - requestType HYBRID_POSTPAID_CHECK -> the message says whether the line is hybrid.
 * - Any other requestType than '' or HYBRID_POSTPAID_CHECK -> '400', 'Invalid request type'.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { HYBRID_POSTPAID_CHECK, NOT_BROADBAND_CODE } from '../../../machines/lineCheck.ts';
import { isBroadbandLine, lineTypeOf } from '../../core/msisdn.ts';
import { fail, ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';

/** Truthy as a JSON boolean or the string 'true' (some clients send form-style strings). */
const flag = (value: unknown) => value === true || value === 'true';

export const validateNumber: ApiRoute = {
  endpoint: endpoints.validateNumber,
  handle({ data }) {
    const requestType = data.requestType ?? '';
    if (requestType !== '' && requestType !== HYBRID_POSTPAID_CHECK)
      return fail('400', 'Invalid request type');
    const lineType = lineTypeOf(data.msisdn);
    if (!lineType) return fail('400', 'Invalid Mobile No');
    if (flag(data.checkIfBroadband) && !isBroadbandLine(data.msisdn))
      return fail(NOT_BROADBAND_CODE, 'This number is not a broadband line');
    if (requestType === HYBRID_POSTPAID_CHECK)
      return ok(lineType, lineType === 'HYBRID' ? 'Hybrid postpaid line' : 'Not a hybrid line');
    return ok(lineType, 'Valid Mobile No');
  },
};
