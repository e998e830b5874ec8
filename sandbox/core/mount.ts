/** Mounts ApiRoutes on Hono at their service base, turning requests into ApiRequest and Replies into responses. */
import type { Context, Hono } from 'hono';
import { AUTH_BASE, CONTENT_BASE, PORTAL_BASE, type Endpoint } from '../../src/api/endpoints.ts';
import { clientOf } from './client.ts';
import { NOT_JSON, parseJsonBody } from './jsonBody.ts';
import type { Reply } from './reply.ts';
import type { ApiRequest, ApiRoute, SandboxContext } from './route.ts';

/** The product segment of `cms/maps/{product}shopsbycoordinates`. */
export const PRODUCT = 'twiga';

const BASES = { portal: PORTAL_BASE, auth: AUTH_BASE, content: CONTENT_BASE } as const;

/** The full path of an endpoint, e.g. /orp/bfe/api/portal-service/resource/v1/config. */
export function fullPath(endpoint: Endpoint): string {
  return `${BASES[endpoint.service]}/${endpoint.path.replace('{product}', PRODUCT)}`;
}

const failure = (message: string): Reply => ({
  status: 400,
  body: { statusCode: 400, status: 'failure', message },
});

async function toRequest(c: Context, endpoint: Endpoint): Promise<ApiRequest | Reply> {
  const query = c.req.query();
  if (
    endpoint.service === 'content' &&
    endpoint.path.startsWith('cms/') &&
    endpoint.method === 'GET' &&
    query.opco !== 'TZ'
  ) {
    return failure(query.opco ? 'Invalid parameter opco' : 'Missing parameter opco');
  }
  let data: Record<string, unknown> = {};
  if (endpoint.method === 'POST') {
    const parsed = parseJsonBody(await c.req.text().catch(() => ''));
    if (!parsed.ok && parsed.message !== NOT_JSON) return failure(parsed.message);
    const body = parsed.ok ? parsed.value : undefined;
    const inner =
      typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
      return failure('Body must be {"data": {...}}');
    data = inner as Record<string, unknown>;
  }
  return { data, query, header: (name) => c.req.header(name), client: clientOf(c) };
}

function respond(c: Context, reply: Reply): Response {
  const json = JSON.stringify(reply.body);
  return c.newResponse(json, reply.status as 200, {
    'Content-Type': 'application/json; charset=utf-8',
    // Known up front, so compression skips a small answer without reading it as a stream and
    // the node server sends it in one write instead of chunked.
    'Content-Length': String(Buffer.byteLength(json)),
    ...reply.headers,
  });
}

export function mountApiRoutes(app: Hono, routes: readonly ApiRoute[], ctx: SandboxContext): void {
  for (const route of routes) {
    const path = fullPath(route.endpoint);
    const paths = path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
    const method = route.endpoint.method === 'POST' ? 'post' : 'get';
    for (const p of paths) {
      app[method](p, async (c) => {
        const req = await toRequest(c, route.endpoint);
        if ('status' in req) return respond(c, req);
        return respond(c, await route.handle(req, ctx));
      });
    }
  }
}
