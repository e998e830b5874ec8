/**
 * The content service's publishing routes (issue 15; paths in src/api/endpoints.ts,
 * cmsPublishPaths), for the CMS editor page (sandbox/editor/). Sandbox mode only, each behind the
 * control API's guard (decision 81): same host, same origin, and the X-Sandbox-Control header, so
 * no other site can publish through a visitor's browser (docs/decisions.md, "Who may publish").
 *
 * PUT    /cms/packages/{lang}/{name}                     the package JSON -> 200 with the new
 *        version, or 422 { problems: [{ path, message }] } and the live one kept
 * PUT    /cms/packages/{name}                            { en, sw } -> both stored together (one
 *        transaction), or 422 { problems: [{ lang, path, message }] } and both live ones kept
 * GET    /cms/packages/{lang}/{name}/versions            newest first, version 0 the shipped file;
 *        each with `changes`, what it changed for subscribers from the version before it
 * POST   /cms/packages/{lang}/{name}/versions/{n}/restore  version n live again, as a new version;
 *        with its pair when it disagrees with the other language's live version (docs/decisions.md,
 *        "Restoring one language of a pair")
 */
import type { Context, Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { cmsPublishPaths } from '../../src/api/endpoints.ts';
import {
  checkPackagePair,
  checkPackageText,
  isCheckedPackageName,
  SHARED_MESSAGES_NAME,
  type PackageLanguage,
} from '../../src/forms/packageCheck.ts';
import { controlGuard, type ControlGuardOptions } from '../control/guard.ts';
import {
  listVersions,
  liveText,
  partnerOf,
  publishPair,
  publishVersion,
  shippedText,
  versionText,
} from '../store/cmsPackages.ts';
import { withChanges } from './versionChanges.ts';

const route = (path: string) =>
  `/${path.replace('{lang}', ':lang').replace('{name}', ':name').replace('{n}', ':n')}`;

const failure = (c: Context, status: 400 | 404 | 422, message: string, extra = {}) =>
  c.json({ statusCode: status, status: 'failure', message, ...extra }, status);

const parseJson = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

const LANGUAGES = ['en', 'sw'] as const;
const otherOf = (lang: PackageLanguage): PackageLanguage => (lang === 'en' ? 'sw' : 'en');

/** A pair's body `{ en, sw }`: each the package as JSON text, or as the JSON itself. */
function pairBody(body: unknown): Record<PackageLanguage, string> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const texts: Partial<Record<PackageLanguage, string>> = {};
  for (const lang of LANGUAGES) {
    const value = (body as Record<string, unknown>)[lang];
    if (typeof value === 'string') texts[lang] = value;
    else if (typeof value === 'object' && value !== null)
      texts[lang] = JSON.stringify(value, null, 2);
    else return undefined;
  }
  return texts as Record<PackageLanguage, string>;
}

export function mountCmsPublishing(
  app: Hono,
  db: DatabaseSync,
  schemasDir: string,
  opts: ControlGuardOptions = {},
): void {
  const guard = controlGuard(opts);
  for (const path of Object.values(cmsPublishPaths)) app.use(route(path), guard);

  /** The package name the URL names in `lang`, or the reply refusing it. */
  async function known(
    c: Context,
    lang: PackageLanguage,
  ): Promise<{ refused: Response } | { name: string }> {
    const name = c.req.param('name') ?? '';
    // A name is a plain package name: no dots, slashes or encoded separators reach the files.
    if (!/^[A-Za-z0-9_-]+$/.test(name))
      return { refused: failure(c, 400, `'${name}' is not a package name`) };
    if (!isCheckedPackageName(name) || (await shippedText(schemasDir, lang, name)) === undefined)
      return { refused: failure(c, 404, `No form or translation package '${name}' in ${lang}`) };
    return { name };
  }

  /** The package and language the URL names, or the reply refusing them. */
  async function target(
    c: Context,
  ): Promise<{ refused: Response } | { lang: PackageLanguage; name: string }> {
    const lang = c.req.param('lang');
    if (lang !== 'en' && lang !== 'sw')
      return { refused: failure(c, 404, `No language '${lang}' (en or sw)`) };
    const k = await known(c, lang);
    return 'refused' in k ? k : { lang: lang as PackageLanguage, name: k.name };
  }

  const sharedOf = async (lang: PackageLanguage) =>
    parseJson(await liveText(db, schemasDir, lang, SHARED_MESSAGES_NAME));

  /** The problems of `text` against the live package of the other language. */
  async function checkOne(lang: PackageLanguage, name: string, text: string) {
    return checkPackageText({
      lang,
      name,
      text,
      other: parseJson(await liveText(db, schemasDir, otherOf(lang), name)),
      sharedMessages: await sharedOf(lang),
    });
  }

  const published = (c: Context, message: string, result: object) =>
    c.json({ statusCode: 200, status: 'success', message, result });

  /** Stores `text` as the next version of one language. */
  function storeOne(c: Context, lang: PackageLanguage, name: string, text: string, from?: number) {
    const version = publishVersion(db, lang, name, text, from);
    return published(c, `Published version ${version.version}`, { lang, name, ...version });
  }

  /** The problems of an EN/SW pair checked together; none means it may be published. */
  async function checkPair(name: string, texts: Record<PackageLanguage, string>) {
    return checkPackagePair({
      name,
      text: texts,
      sharedMessages: { en: await sharedOf('en'), sw: await sharedOf('sw') },
    });
  }

  const refusedPair = (c: Context, problems: unknown[], extra = {}) =>
    failure(c, 422, `The pair has ${problems.length} problem(s); both live versions are kept`, {
      problems,
      ...extra,
    });

  app.put(route(cmsPublishPaths.package), async (c) => {
    const t = await target(c);
    if ('refused' in t) return t.refused;
    const text = await c.req.text();
    const problems = await checkOne(t.lang, t.name, text);
    if (problems.length > 0)
      return failure(
        c,
        422,
        `The package has ${problems.length} problem(s); the live version is kept`,
        { problems },
      );
    return storeOne(c, t.lang, t.name, text);
  });

  app.put(route(cmsPublishPaths.pair), async (c) => {
    for (const lang of LANGUAGES) {
      const k = await known(c, lang);
      if ('refused' in k) return k.refused;
    }
    const name = c.req.param('name') ?? '';
    const texts = pairBody(parseJson(await c.req.text()));
    if (!texts) return failure(c, 400, 'The body is { "en": …, "sw": … }: each language’s package');
    const problems = await checkPair(name, texts);
    if (problems.length > 0) return refusedPair(c, problems);
    const versions = publishPair(db, name, texts);
    return published(
      c,
      `Published EN version ${versions.en.version} and SW version ${versions.sw.version}`,
      { name, en: versions.en, sw: versions.sw },
    );
  });

  app.get(route(cmsPublishPaths.versions), async (c) => {
    const t = await target(c);
    if ('refused' in t) return t.refused;
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Success',
      result: await withChanges(
        await listVersions(db, schemasDir, t.lang, t.name),
        t.name,
        t.lang,
        (n) => versionText(db, schemasDir, t.lang, t.name, n),
      ),
    });
  });

  app.post(route(cmsPublishPaths.restore), async (c) => {
    const t = await target(c);
    if ('refused' in t) return t.refused;
    const { lang, name } = t;
    const n = Number(c.req.param('n'));
    const text =
      Number.isInteger(n) && n >= 0 ? await versionText(db, schemasDir, lang, name, n) : undefined;
    if (text === undefined) return failure(c, 404, `No version ${c.req.param('n')} of ${name}`);
    // Checked again: the other language may have moved on since this version was live.
    const problems = await checkOne(lang, name, text);
    if (problems.length === 0) return storeOne(c, lang, name, text, n);
    const alone = checkPackageText({ lang, name, text, sharedMessages: await sharedOf(lang) });
    const partner = partnerOf(db, lang, name, n);
    // Its own problems (e.g. a shared message removed since), or rules the other language's live
    // version no longer has and no version of it to bring back along: restoring would break the pair.
    if (alone.length > 0 || !partner) {
      const other = otherOf(lang).toUpperCase();
      return failure(
        c,
        422,
        alone.length > 0
          ? `Version ${n} has ${alone.length} problem(s) now; the live version is kept`
          : `Version ${n} has other rules than the live ${other} version and was not published together with an ${other} version; both live versions are kept`,
        { problems, ...(alone.length > 0 ? {} : { reason: 'languagesDisagree' }) },
      );
    }
    // Published together: brought back together, so the live pair keeps agreeing.
    const partnerText = (await versionText(db, schemasDir, partner.lang, name, partner.version))!;
    const texts = { [lang]: text, [partner.lang]: partnerText } as Record<PackageLanguage, string>;
    const pairProblems = await checkPair(name, texts);
    if (pairProblems.length > 0) return refusedPair(c, pairProblems);
    const versions = publishPair(db, name, texts, {
      [lang]: n,
      [partner.lang]: partner.version,
    });
    return published(
      c,
      `Published version ${versions[lang].version}, with ${partner.lang.toUpperCase()} version ${versions[partner.lang].version}`,
      {
        lang,
        name,
        ...versions[lang],
        together: { lang: partner.lang, name, ...versions[partner.lang] },
      },
    );
  });
}
