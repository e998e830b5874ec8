/**
 * Number validation: data{msisdn, checkIfBroadband?, requestType?} -> result: line type
 * ('PREPAID' | 'POSTPAID' | 'HYBRID'). Invalid -> statusCode '400', 'Invalid Mobile No'.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { lineTypeOf } from '../../core/msisdn.ts';
import { fail, ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';

export const validateNumber: ApiRoute = {
  endpoint: endpoints.validateNumber,
  handle({ data }) {
    const lineType = lineTypeOf(data.msisdn);
    return lineType ? ok(lineType, 'Valid Mobile No') : fail('400', 'Invalid Mobile No');
  },
};
