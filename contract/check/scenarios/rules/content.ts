/**
 * What the content service refuses (I18N-5, HELP-11, MAP-6): a read without `opco=TZ`, a
 * package that does not exist, a vote without its question, a shop search without a point.
 */
import type { Scenario } from '../../checks.ts';
import { expectRefused } from '../../expect.ts';

const contentOpcoRule: Scenario = {
  id: 'rule-content-opco',
  covers: ['content-opco'],
  async run({ check }) {
    const rule = 'content-opco';
    const pageUrl = (name: string) => `/${name}`;
    await check(rule, 'a CMS read without opco is refused', async (ctx) => {
      const ex = await ctx.call('cmsPackage', {
        query: { pageUrl: pageUrl(ctx.config.content.packageName) },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
    await check(rule, 'a CMS read with another opco is refused', async (ctx) => {
      const ex = await ctx.call('faqs', {
        query: { opco: 'KE' },
        headers: { lang: 'en' },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
  },
};

const cmsPackageExistsRule: Scenario = {
  id: 'rule-cms-package-exists',
  covers: ['cms-package-exists'],
  async run({ check }) {
    const rule = 'cms-package-exists';
    await check(rule, 'a pageUrl that names no package is not found', async (ctx) => {
      const ex = await ctx.call('cmsPackage', {
        query: { opco: ctx.config.opco, pageUrl: '/no-such-package-contract-check' },
      });
      expectRefused(ex, ctx.rule(rule), { http: 404 });
    });
    await check(rule, 'a pageUrl with path characters is not found', async (ctx) => {
      const ex = await ctx.call('cmsPackage', {
        query: { opco: ctx.config.opco, pageUrl: '/../package.json' },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 404 });
    });
  },
};

const voteQuestionRule: Scenario = {
  id: 'rule-vote-question-required',
  covers: ['vote-question-required'],
  async run({ check }) {
    const rule = 'vote-question-required';
    await check(rule, 'a vote without its questionId is refused', async (ctx) => {
      const ex = await ctx.call('likeCount', {
        data: { isLike: true, opco: ctx.config.opco },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 200, statusCode: '400' });
    });
  },
};

const shopsCoordinatesRule: Scenario = {
  id: 'rule-shops-coordinates',
  covers: ['shops-coordinates'],
  async run({ check }) {
    const rule = 'shops-coordinates';
    await check(rule, 'a shop search without a latitude is refused', async (ctx) => {
      const ex = await ctx.call('shops', {
        query: { opco: ctx.config.opco, longitude: ctx.config.content.longitude },
        headers: { lang: 'en' },
        deliberate: true,
      });
      expectRefused(ex, ctx.rule(rule), { http: 400 });
    });
  },
};

export const contentRules: readonly Scenario[] = [
  contentOpcoRule,
  cmsPackageExistsRule,
  voteQuestionRule,
  shopsCoordinatesRule,
];
