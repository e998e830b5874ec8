/**
 * The content service's publishing routes (issue 15; paths in src/api/endpoints.ts,
 * cmsPublishPaths), for the CMS editor page (sandbox/editor/). Sandbox mode only, each behind the
 * control API's guard (decision 81): same host, same origin, and the X-Sandbox-Control header, so
 * no other site can publish through a visitor's browser (docs/decisions.md, "Who may publish").
 *
 * PUT    /cms/packages/{lang}/{name}                     the package JSON -> 200 with the new
 *        version, or 422 { problems: [{ path, message }] } and the live one kept
 * GET    /cms/packages/{lang}/{name}/versions            newest first, version 0 the shipped file
 * POST   /cms/packages/{lang}/{name}/versions/{n}/restore  version n live again, as a new version
 */
import type { Context, Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { cmsPublishPaths } from '../../src/api/endpoints.ts';
import {
  checkPackageText,
  isCheckedPackageName,
  SHARED_MESSAGES_NAME,
  type PackageLanguage,
} from '../../src/forms/packageCheck.ts';
import { controlGuard, type ControlGuardOptions } from '../control/guard.ts';
import {
  listVersions,
  liveText,
  publishVersion,
  shippedText,
  versionText,
} from '../store/cmsPackages.ts';

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

export function mountCmsPublishing(
  app: Hono,
  db: DatabaseSync,
  schemasDir: string,
  opts: ControlGuardOptions = {},
): void {
  const guard = controlGuard(opts);
  for (const path of Object.values(cmsPublishPaths)) app.use(route(path), guard);

  /** The package the URL names, or the reply refusing it. */
  async function target(c: Context) {
    const lang = c.req.param('lang');
    const name = c.req.param('name') ?? '';
    if (lang !== 'en' && lang !== 'sw')
      return { refused: failure(c, 404, `No language '${lang}' (en or sw)`) };
    // A name is a plain package name: no dots, slashes or encoded separators reach the files.
    if (!/^[A-Za-z0-9_-]+$/.test(name))
      return { refused: failure(c, 400, `'${name}' is not a package name`) };
    if (!isCheckedPackageName(name) || (await shippedText(schemasDir, lang, name)) === undefined)
      return { refused: failure(c, 404, `No form or translation package '${name}' in ${lang}`) };
    return { lang: lang as PackageLanguage, name };
  }

  /** Checks `text` against the live package of the other language; stores it when it passes. */
  async function publish(
    c: Context,
    lang: PackageLanguage,
    name: string,
    text: string,
    from?: number,
  ) {
    const other = lang === 'en' ? 'sw' : 'en';
    const problems = checkPackageText({
      lang,
      name,
      text,
      other: parseJson(await liveText(db, schemasDir, other, name)),
      sharedMessages: parseJson(await liveText(db, schemasDir, lang, SHARED_MESSAGES_NAME)),
    });
    if (problems.length > 0)
      return failure(
        c,
        422,
        `The package has ${problems.length} problem(s); the live version is kept`,
        { problems },
      );
    const version = publishVersion(db, lang, name, text, from);
    return c.json({
      statusCode: 200,
      status: 'success',
      message: `Published version ${version.version}`,
      result: { lang, name, ...version },
    });
  }

  app.put(route(cmsPublishPaths.package), async (c) => {
    const t = await target(c);
    if ('refused' in t) return t.refused;
    return publish(c, t.lang, t.name, await c.req.text());
  });

  app.get(route(cmsPublishPaths.versions), async (c) => {
    const t = await target(c);
    if ('refused' in t) return t.refused;
    return c.json({
      statusCode: 200,
      status: 'success',
      message: 'Success',
      result: await listVersions(db, schemasDir, t.lang, t.name),
    });
  });

  app.post(route(cmsPublishPaths.restore), async (c) => {
    const t = await target(c);
    if ('refused' in t) return t.refused;
    const n = Number(c.req.param('n'));
    const text =
      Number.isInteger(n) && n >= 0
        ? await versionText(db, schemasDir, t.lang, t.name, n)
        : undefined;
    if (text === undefined) return failure(c, 404, `No version ${c.req.param('n')} of ${t.name}`);
    // Checked again: the other language may have moved on since this version was live.
    return publish(c, t.lang, t.name, text, n);
  });
}
