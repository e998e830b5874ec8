/** Line type: data{msisdn} -> result: line type, as number validation (payload not in the spec). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { lineTypeOf } from '../../core/msisdn.ts';
import { fail, ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';

export const lineType: ApiRoute = {
  endpoint: endpoints.lineType,
  handle({ data }) {
    const type = lineTypeOf(data.msisdn);
    return type ? ok(type) : fail('400', 'Invalid Mobile No');
  },
};
