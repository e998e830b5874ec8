import { describe, expect, it } from 'vitest';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';
import { APP_HEADERS, portalPath, sandboxForFile } from './harness.ts';

const h = sandboxForFile();

/** The header of a request that breaks the contract on purpose (CONTRACT-3), saying why. */
const offContract = (why: string) => ({ [CONTRACT_OFF_HEADER]: why });

describe('fixed app headers (API-6)', () => {
  it.each(Object.keys(APP_HEADERS))(
    'answers 400 "Missing header %s" when it is absent',
    async (name) => {
      const headers = {
        ...APP_HEADERS,
        'Content-Type': 'application/json',
        ...offContract(`no ${name} header, to see the 400`),
      };
      delete (headers as Record<string, string>)[name];
      const res = await h.raw(portalPath('subscriber/v1/validate-number'), {
        method: 'POST',
        headers,
        body: JSON.stringify({ data: { msisdn: '712000001' } }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: 400,
        status: 'failure',
        message: `Missing header ${name}`,
      });
    },
  );

  it('requires Content-Type application/json on POSTs (fetch labels a bare string text/plain: 415)', async () => {
    const res = await h.raw(portalPath('subscriber/v1/validate-number'), {
      method: 'POST',
      headers: { ...APP_HEADERS, ...offContract('a body labelled text/plain, to see the 415') },
      body: '{"data":{}}',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Content-Type must be application/json',
    );
  });

  it('checks the headers on GETs and on the auth service too', async () => {
    const noAppHeaders = offContract('no app headers, to see the 400');
    expect(
      (await h.raw(portalPath('resource/v1/config?code=PORTAL'), { headers: noAppHeaders })).status,
    ).toBe(400);
    const res = await h.raw('/auth/bfe/api/portal-service/otp/v1/verify-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...noAppHeaders },
      body: '{"data":{}}',
    });
    expect(res.status).toBe(400);
  });

  // API-6
  it('rejects a wrong value of a fixed header', async () => {
    const answer = await h.call('config', {
      query: { code: 'PORTAL' },
      headers: { 'x-opco': 'KE' },
      offContract: 'x-opco KE, to see the 400',
    });
    expect(answer).toEqual({
      http: 400,
      body: { statusCode: 400, status: 'failure', message: 'Invalid header x-opco' },
    });
    expect((await h.call('config', { headers: { 'x-api-key': 'nope' } })).http).toBe(401);
  });

  // API-6
  it('passes a call that carries every header', async () => {
    expect((await h.call('config', { query: { code: 'PORTAL' } })).body.status).toBe('success');
  });

  it('content service GETs need only opco, not the app headers', async () => {
    const res = await h.raw('/cms/webpage/getFaqs_pCategory?opco=TZ');
    expect(res.status).toBe(200);
    const noOpco = { headers: offContract('no opco, to see the 400') };
    expect((await h.raw('/cms/webpage/getFaqs_pCategory', noOpco)).status).toBe(400);
  });

  it('a POST body must be {data: {...}}', async () => {
    const res = await h.raw(portalPath('subscriber/v1/validate-number'), {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        'Content-Type': 'application/json',
        ...offContract('a body without its data envelope, to see the 400'),
      },
      body: JSON.stringify({ msisdn: '712000001' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('security headers and runtime config', () => {
  it('sets CSP, nosniff and referrer policy on every response', async () => {
    const refused = { headers: offContract('no app headers: a refusal carries them too') };
    for (const [path, init] of [
      ['/config.json', {}],
      [portalPath('resource/v1/config'), refused],
      ['/nothing-here', {}],
    ] as const) {
      const res = await h.raw(path, init);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('shuts script sinks to plain strings and objects out entirely (issue 13 item 4)', async () => {
    const csp = (await h.raw('/')).headers.get('content-security-policy') ?? '';
    const directives = csp.split('; ');
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("require-trusted-types-for 'script'");
    // The portal's three policies and DOMPurify's; no other script may make one.
    expect(directives).toContain('trusted-types twiga-inert twiga-script dompurify default');
  });

  it('lets only the portal itself ask for the location, and keeps other windows out', async () => {
    const res = await h.raw('/');
    expect(res.headers.get('permissions-policy')).toBe(
      'geolocation=(self), camera=(), microphone=(), usb=()',
    );
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('serves /config.json with the API key, the public key and OAEP padding', async () => {
    const cfg = (await (await h.raw('/config.json')).json()) as Record<string, string>;
    expect(cfg.apiKey).toBe('sandbox-key');
    expect(cfg.rsaPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(cfg.pinPadding).toBe('oaep');
    expect(cfg.paystackScriptUrl).toBe('/__sandbox/paystack/inline.js');
  });
});

describe('POST bodies are application/json only (issue 30, item 7)', () => {
  const validate = (contentType: string, headers: Record<string, string> = {}) =>
    h.raw(portalPath('subscriber/v1/validate-number'), {
      method: 'POST',
      headers: { ...APP_HEADERS, 'Content-Type': contentType, ...headers },
      body: '{"data":{"msisdn":"712000001"}}',
    });

  it.each([
    'application/jsonx',
    'text/json',
    'application/json-patch+json',
    'application/x-www-form-urlencoded',
    'application/json; foo=bar',
    'application/json, text/plain',
  ])('%s answers 415 Content-Type must be application/json', async (type) => {
    const res = await validate(type, offContract(`a body labelled ${type}, to see the 415`));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      statusCode: 415,
      status: 'failure',
      message: 'Content-Type must be application/json',
    });
  });

  it.each([
    'application/json',
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/json;charset="UTF-8"',
  ])('%s is read', async (type) => {
    const res = await validate(type);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('PREPAID');
  });
});
