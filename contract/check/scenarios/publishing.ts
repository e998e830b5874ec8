/**
 * The CMS editor's publishing calls (issue 15, D-107, D-108): never made by the portal, and only
 * the sandbox has them (a real content service publishes its own way), so they run only with
 * `sandboxControl` and `content.publishName`. The scenario publishes a change of words, a change
 * of rules in both languages, and restores the shipped pair at the end, so the package the portal
 * is served is the one it started with.
 */
import { CONTROL_HEADER, CONTROL_HEADER_VALUE } from '../../../sandbox/control/contract.ts';
import { CheckFailure, SkipCheck, type CheckContext, type Scenario } from '../checks.ts';
import { expectAnswer, expectRefused, expectSuccess, expectThat } from '../expect.ts';
import { bodyText, envelopeOf } from '../exchange.ts';
import type { CallOptions } from '../sender.ts';

type Json = Record<string, unknown>;
interface Live {
  name: string;
  en: string;
  sw: string;
}

const CONTROL = { [CONTROL_HEADER.toLowerCase()]: CONTROL_HEADER_VALUE };

/** The package both languages serve now, read as the portal reads it. */
async function livePackage(ctx: CheckContext): Promise<Live> {
  const name = ctx.config.content.publishName;
  if (!ctx.config.sandboxControl || name === null)
    throw new SkipCheck(
      "publishing is the sandbox editor's (sandboxControl and content.publishName): a real content service has none",
    );
  const read = async (pageUrl: string) => {
    const ex = await ctx.call('cmsPackage', { query: { opco: ctx.config.opco, pageUrl } });
    expectAnswer(ex, 200);
    const text = ((ex.body as { data?: { packageHtml?: unknown } }).data ?? {}).packageHtml;
    if (typeof text !== 'string')
      throw new CheckFailure(`package ${name} as text`, bodyText(ex.body), ex);
    return text;
  };
  return { name, en: await read(`/${name}`), sw: await read(`/sw/${name}`) };
}

/** The package text with a change of words only: its title. */
function wordsChanged(text: string): string {
  const json = JSON.parse(text) as { schema?: Json };
  const schema = json.schema ?? {};
  schema.title = `${typeof schema.title === 'string' ? schema.title : ''} (checked)`.trim();
  return JSON.stringify({ ...json, schema }, null, 2);
}

/** The package text with a change of rules: a maxLength on its first string field without one. */
function rulesChanged(text: string): string {
  const json = JSON.parse(text) as { schema?: { properties?: Record<string, Json> } };
  const field = Object.values(json.schema?.properties ?? {}).find(
    (f) => f.type === 'string' && f.maxLength === undefined,
  );
  if (!field) throw new CheckFailure('a string field without maxLength to change', 'none');
  field.maxLength = 64;
  return JSON.stringify(json, null, 2);
}

const publishOne = (ctx: CheckContext, lang: string, name: string, options: CallOptions) =>
  ctx.call('publishPackage', {
    pathParams: { lang, name },
    headers: CONTROL,
    ...options,
  });

const versionOf = (result: unknown): number => {
  const version = (result as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : -1;
};

const cmsPublishing: Scenario = {
  id: 'cms-publishing',
  covers: [
    'publishPackage',
    'packageVersions',
    'publishPair',
    'restoreVersion',
    'publish-guarded',
    'publish-known-package',
    'publish-checked',
    'publish-pair',
    'restore-together',
  ],
  async run({ check }) {
    const live = await check(
      'publish-guarded',
      'a publish without the control header is refused',
      async (ctx) => {
        const pkg = await livePackage(ctx);
        const ex = await ctx.call('publishPackage', {
          pathParams: { lang: 'en', name: pkg.name },
          rawBody: wordsChanged(pkg.en),
          deliberate: true,
        });
        expectRefused(ex, ctx.rule('publish-guarded'), { http: 403 });
        return pkg;
      },
    );
    await check(
      'publish-known-package',
      'a package the service does not ship is not found',
      async (ctx) => {
        const ex = await publishOne(ctx, 'en', 'no-such-package-check', {
          rawBody: live.en,
          deliberate: true,
        });
        expectRefused(ex, ctx.rule('publish-known-package'), { http: 404 });
      },
    );
    await check('publish-checked', 'a package that fails the check is refused', async (ctx) => {
      const ex = await publishOne(ctx, 'en', live.name, { rawBody: '{}', deliberate: true });
      expectAnswer(ex, 422);
      expectThat(envelopeOf(ex).status === 'failure', "status 'failure'", bodyText(ex.body), ex);
    });
    const wordsVersion = await check(
      'publishPackage',
      'a change of words is published as the next version',
      async (ctx) => {
        const ex = await publishOne(ctx, 'en', live.name, { rawBody: wordsChanged(live.en) });
        const version = versionOf(expectSuccess(ex));
        expectThat(version > 0, 'result.version above 0', bodyText(ex.body), ex);
        return version;
      },
    );
    await check('packageVersions', 'the versions list it as the live one', async (ctx) => {
      const ex = await ctx.call('packageVersions', {
        pathParams: { lang: 'en', name: live.name },
        headers: CONTROL,
      });
      const list = expectSuccess<{ version?: unknown; live?: unknown }[]>(ex);
      const first = Array.isArray(list) ? list[0] : undefined;
      expectThat(
        first?.version === wordsVersion && first.live === true,
        `version ${wordsVersion} first and live`,
        bodyText(first),
        ex,
      );
    });
    await check(
      'publish-pair',
      'a pair whose languages have other rules is refused',
      async (ctx) => {
        const ex = await ctx.call('publishPair', {
          pathParams: { name: live.name },
          headers: CONTROL,
          body: { en: rulesChanged(live.en), sw: live.sw },
        });
        expectRefused(ex, ctx.rule('publish-pair'), { http: 422 });
      },
    );
    await check(
      'publishPair',
      'a change of rules in both languages is published together',
      async (ctx) => {
        const ex = await ctx.call('publishPair', {
          pathParams: { name: live.name },
          headers: CONTROL,
          body: { en: rulesChanged(live.en), sw: rulesChanged(live.sw) },
        });
        expectSuccess(ex);
      },
    );
    await check(
      'restore-together',
      'a version published alone with other rules is not restored',
      async (ctx) => {
        const ex = await ctx.call('restoreVersion', {
          pathParams: { lang: 'en', name: live.name, n: String(wordsVersion) },
          headers: CONTROL,
          noBody: true,
        });
        expectRefused(ex, ctx.rule('restore-together'), { http: 422 });
      },
    );
    await check(
      'restoreVersion',
      'the shipped version is restored with its partner',
      async (ctx) => {
        const ex = await ctx.call('restoreVersion', {
          pathParams: { lang: 'en', name: live.name, n: '0' },
          headers: CONTROL,
          noBody: true,
        });
        expectSuccess(ex);
        const now = await livePackage(ctx);
        expectThat(
          now.en === live.en && now.sw === live.sw,
          'the portal served the package it started with, in both languages',
          'another text',
        );
      },
    );
  },
};

export const publishingScenarios: readonly Scenario[] = [cmsPublishing];
