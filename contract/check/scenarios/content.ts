/**
 * Content-service reads as the portal makes them (I18N-5, HELP-10, HELP-11, MAP-2, MAP-6): a CMS
 * package, the FAQs and a vote on one, the shops near a point, an address geocoded. The content
 * service answers its payload under `data` (src/api/client.ts reads `data`, then `result`).
 */
import type { Scenario } from '../checks.ts';
import { expectAnswer, expectThat } from '../expect.ts';
import { bodyText, type Exchange } from '../exchange.ts';

/** The payload of a content answer: `data`, else `result`, else the body itself. */
function payloadOf(ex: Exchange): unknown {
  expectAnswer(ex, 200);
  const body = (typeof ex.body === 'object' && ex.body !== null ? ex.body : {}) as Record<
    string,
    unknown
  >;
  return body.data ?? body.result ?? body;
}

const cmsPackage: Scenario = {
  id: 'cms-package',
  covers: ['cmsPackage'],
  async run({ check }) {
    await check(
      'cmsPackage',
      "the environment's CMS package is served as JSON text",
      async (ctx) => {
        const ex = await ctx.call('cmsPackage', {
          query: { opco: ctx.config.opco, pageUrl: `/${ctx.config.content.packageName}` },
        });
        const text = (payloadOf(ex) as { packageHtml?: unknown }).packageHtml;
        let parsed = false;
        try {
          parsed = typeof text === 'string' && typeof JSON.parse(text) === 'object';
        } catch {
          parsed = false;
        }
        expectThat(parsed, 'packageHtml holding a JSON object as text', bodyText(text), ex);
      },
    );
  },
};

const faqs: Scenario = {
  id: 'faqs',
  covers: ['faqs', 'likeCount'],
  async run({ check }) {
    const questionId = await check(
      'faqs',
      'the English FAQs have questions with ids',
      async (ctx) => {
        const ex = await ctx.call('faqs', {
          query: { opco: ctx.config.opco },
          headers: { lang: 'en' },
        });
        const items = payloadOf(ex) as { questionId?: unknown }[];
        const first = Array.isArray(items) ? items[0]?.questionId : undefined;
        expectThat(
          typeof first === 'string',
          'a list of FAQs, each with a questionId',
          bodyText(items),
          ex,
        );
        return first;
      },
    );
    await check('likeCount', 'a helpful vote answers the FAQ with its percentage', async (ctx) => {
      const ex = await ctx.call('likeCount', {
        data: { questionId, isLike: true, opco: ctx.config.opco },
      });
      const result = payloadOf(ex) as { questionId?: unknown; countLikePercentage?: unknown };
      expectThat(
        result.questionId === questionId && typeof result.countLikePercentage === 'number',
        `questionId ${questionId} with a numeric countLikePercentage`,
        bodyText(result),
        ex,
      );
    });
  },
};

const shops: Scenario = {
  id: 'shops',
  covers: ['shops'],
  async run({ check }) {
    await check('shops', 'shops within 100 km of the point, each with a location', async (ctx) => {
      const { latitude, longitude } = ctx.config.content;
      const ex = await ctx.call('shops', {
        query: { opco: ctx.config.opco, longitude, latitude, distanceInKilometers: 100 },
        headers: { lang: 'en' },
      });
      const list = payloadOf(ex) as { location?: unknown }[];
      expectThat(
        Array.isArray(list) && list.length > 0 && list.every((s) => typeof s.location === 'object'),
        'at least one shop, each with a location',
        bodyText(list),
        ex,
      );
    });
  },
};

const geocode: Scenario = {
  id: 'geocode',
  covers: ['geocode'],
  async run({ check }) {
    await check('geocode', "the environment's address is found with coordinates", async (ctx) => {
      const ex = await ctx.call('geocode', {
        query: { address: ctx.config.content.geocodeAddress },
      });
      expectAnswer(ex, 200);
      const hit = (ex.body as { results?: { lat?: unknown; lng?: unknown }[] }).results?.[0];
      expectThat(
        typeof hit?.lat === 'number' && typeof hit.lng === 'number',
        'results[0] with numeric lat and lng',
        bodyText(ex.body),
        ex,
      );
    });
  },
};

export const contentScenarios: readonly Scenario[] = [cmsPackage, faqs, shops, geocode];
