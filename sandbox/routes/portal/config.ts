/** GET resource/v1/config?code=PORTAL -> result: PortalConfig (seed values plus overrides). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { readConfig } from '../../store/config.ts';

export const config: ApiRoute = {
  endpoint: endpoints.config,
  handle: (_req, { db }) => ok(readConfig(db)),
};
