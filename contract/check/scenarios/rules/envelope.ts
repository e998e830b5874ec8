/**
 * Rules every service call keeps before it reads anything: the fixed app headers of API-6
 * (`fixed-headers`) and the `{ data: {...} }` body (`data-envelope`). Checked on the config read
 * (a GET) and number validation (a POST), the portal's first calls.
 */
import type { CheckContext, Scenario } from '../../checks.ts';
import { expectRefused } from '../../expect.ts';
import { fixedHeaders } from '../../sender.ts';

const configRead = { query: { code: 'PORTAL' }, deliberate: true } as const;
const validation = (ctx: CheckContext) => ({
  msisdn: ctx.config.numbers.prepaid,
  checkIfBroadband: false,
  requestType: '',
});

const fixedHeadersRule: Scenario = {
  id: 'rule-fixed-headers',
  covers: ['fixed-headers'],
  async run({ check }) {
    const rule = 'fixed-headers';
    await check(rule, 'a call without any one of the app headers is refused', async (ctx) => {
      // x-api-key missing is "missing" (400), not "wrong" (401).
      for (const name of Object.keys(fixedHeaders(ctx.config))) {
        const ex = await ctx.call('config', { ...configRead, omitHeaders: [name] });
        expectRefused(ex, ctx.rule(rule), { http: 400 });
      }
    });
    await check(rule, 'a POST with a wrong x-opco is refused', async (ctx) => {
      const ex = await ctx.call('validateNumber', {
        data: validation(ctx),
        headers: { 'x-opco': 'XX' },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
    await check(rule, 'a wrong x-api-key is refused with 401', async (ctx) => {
      const ex = await ctx.call('config', {
        ...configRead,
        headers: { 'x-api-key': 'not-the-key' },
      });
      expectRefused(ex, undefined, { http: 401 });
    });
  },
};

const dataEnvelopeRule: Scenario = {
  id: 'rule-data-envelope',
  covers: ['data-envelope'],
  async run({ check }) {
    const rule = 'data-envelope';
    await check(rule, 'a POST body without `data` is refused', async (ctx) => {
      const ex = await ctx.call('validateNumber', { body: validation(ctx), deliberate: true });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
    await check(rule, 'a POST body whose `data` is not an object is refused', async (ctx) => {
      const ex = await ctx.call('validateNumber', {
        body: { data: ctx.config.numbers.prepaid },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
    await check(rule, 'a POST body that is not JSON is refused', async (ctx) => {
      const ex = await ctx.call('validateNumber', { rawBody: '{"data": {', deliberate: true });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
    await check(rule, 'a POST body nested deeper than 32 levels is refused', async (ctx) => {
      const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
      const rawBody = `{"data":{"msisdn":"${ctx.config.numbers.prepaid}","extra":${deep}}}`;
      const ex = await ctx.call('validateNumber', { rawBody, deliberate: true });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
  },
};

const jsonContentTypeRule: Scenario = {
  id: 'rule-json-content-type',
  covers: ['json-content-type'],
  async run({ check }) {
    const rule = 'json-content-type';
    await check(rule, 'a POST whose Content-Type is text/json is refused (415)', async (ctx) => {
      const ex = await ctx.call('validateNumber', {
        data: validation(ctx),
        contentType: 'text/json',
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 415 });
    });
    await check(rule, 'a POST without a Content-Type is refused (400)', async (ctx) => {
      const ex = await ctx.call('validateNumber', {
        data: validation(ctx),
        contentType: null,
        deliberate: true,
      });
      expectRefused(ex, undefined, { http: 400 });
    });
  },
};

/** Over the 64 KiB a service reads (docs/sandbox.md "Process, storage and input limits"). */
const OVER_LIMIT = 65 * 1024;

const bodySizeLimitRule: Scenario = {
  id: 'rule-body-size-limit',
  covers: ['body-size-limit'],
  async run({ check }) {
    const rule = 'body-size-limit';
    await check(rule, 'a POST body over 64 KiB is refused', async (ctx) => {
      const ex = await ctx.call('validateNumber', {
        data: { ...validation(ctx), padding: 'x'.repeat(OVER_LIMIT) },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 413 });
    });
  },
};

export const envelopeRules: readonly Scenario[] = [
  fixedHeadersRule,
  dataEnvelopeRule,
  jsonContentTypeRule,
  bodySizeLimitRule,
];
