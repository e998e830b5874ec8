/**
 * The editor's calls to the content service: the live package, publish (one language or both),
 * versions, restore.
 */
import { cmsPublishPath, endpoints } from '../../src/api/endpoints.ts';
import { languagePrefix } from '../../src/content/language.ts';
import type {
  PackageLanguage,
  PackageProblem,
  PairLanguage,
} from '../../src/forms/packageCheck.ts';
import { controlHeaders } from '../control/contract.ts';
import type { PackageVersion } from '../store/cmsPackages.ts';
import type { Change } from './model/changes.ts';

/** A row of the versions list: the store's version, as the versions route sends it. */
export interface VersionRow extends PackageVersion {
  /** What it changed for subscribers from the version before it (none for the shipped file). */
  changes?: Change[];
}

/** A problem the service found; a pair's problems name their language. */
export type ServiceProblem = PackageProblem & { lang?: PairLanguage };

/** The other language's version a restore brought back with it (they were published together). */
export interface Together {
  lang: PackageLanguage;
  version: number;
  restoredFrom?: number;
}

export type PublishOutcome =
  | { kind: 'published'; version: number; restoredFrom?: number; together?: Together }
  | { kind: 'publishedBoth'; en: number; sw: number }
  | { kind: 'refused'; problems: ServiceProblem[]; reason?: string }
  | { kind: 'failed'; message: string };

/** The live text of a package, as the portal is served it; undefined when there is none. */
export async function liveText(lang: PackageLanguage, name: string): Promise<string | undefined> {
  // The portal's own path and language prefix (src/api/endpoints.ts, src/content/language.ts).
  const pageUrl = `${languagePrefix(lang)}/${name}`;
  const query = new URLSearchParams({ opco: 'TZ', pageUrl }).toString();
  const res = await fetch(`/${endpoints.cmsPackage.path}?${query}`);
  if (!res.ok) return undefined;
  const body = (await res.json()) as { data?: { packageHtml?: string } };
  return body.data?.packageHtml;
}

async function publishCall(path: string, method: string, body?: string): Promise<PublishOutcome> {
  try {
    const res = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...controlHeaders() },
      ...(body === undefined ? {} : { body }),
    });
    const answer = (await res.json()) as {
      message?: string;
      problems?: ServiceProblem[];
      reason?: string;
      result?: {
        version: number;
        restoredFrom?: number;
        together?: Together;
        en?: { version: number };
        sw?: { version: number };
      };
    };
    if (res.status === 422)
      return {
        kind: 'refused',
        problems: answer.problems ?? [],
        ...(answer.reason ? { reason: answer.reason } : {}),
      };
    const result = answer.result;
    if (!res.ok || !result)
      return { kind: 'failed', message: answer.message ?? `HTTP ${res.status}` };
    if (result.en && result.sw)
      return { kind: 'publishedBoth', en: result.en.version, sw: result.sw.version };
    return {
      kind: 'published',
      version: result.version,
      ...(result.restoredFrom === undefined ? {} : { restoredFrom: result.restoredFrom }),
      ...(result.together ? { together: result.together } : {}),
    };
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
}

export const publish = (lang: PackageLanguage, name: string, text: string) =>
  publishCall(cmsPublishPath('package', { lang, name }), 'PUT', text);

/** Both languages in one request: checked together, stored together or not at all. */
export const publishBoth = (name: string, text: Record<PackageLanguage, string>) =>
  publishCall(cmsPublishPath('pair', { name }), 'PUT', JSON.stringify(text));

export const restore = (lang: PackageLanguage, name: string, n: number) =>
  publishCall(cmsPublishPath('restore', { lang, name, n }), 'POST');

export async function versions(lang: PackageLanguage, name: string): Promise<VersionRow[]> {
  const res = await fetch(cmsPublishPath('versions', { lang, name }), {
    headers: controlHeaders(),
  });
  if (!res.ok) return [];
  return ((await res.json()) as { result: VersionRow[] }).result;
}
