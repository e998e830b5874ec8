/** GET resource/v1/towns -> result.data: {cityName, hbbLeadFeasibility}[]. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { towns as seedTowns } from '../../seed/towns.ts';

export const towns: ApiRoute = {
  endpoint: endpoints.towns,
  handle: () =>
    ok({
      data: seedTowns.map(({ cityName, hbbLeadFeasibility }) => ({ cityName, hbbLeadFeasibility })),
    }),
};
