/** The editor's calls to the content service: the live package, publish, versions, restore. */
import { cmsPublishPath } from '../../src/api/endpoints.ts';
import type { PackageLanguage, PackageProblem } from '../../src/forms/packageCheck.ts';
import { controlHeaders } from '../control/contract.ts';

export interface VersionRow {
  version: number;
  time: string;
  size: number;
  live: boolean;
  restoredFrom?: number;
}

export type PublishOutcome =
  | { kind: 'published'; version: number; restoredFrom?: number }
  | { kind: 'refused'; problems: PackageProblem[] }
  | { kind: 'failed'; message: string };

/** The live text of a package, as the portal is served it; undefined when there is none. */
export async function liveText(lang: PackageLanguage, name: string): Promise<string | undefined> {
  const pageUrl = `${lang === 'sw' ? '/sw' : ''}/${name}`;
  const res = await fetch(
    `/cms/webpage/activePackage?${new URLSearchParams({ opco: 'TZ', pageUrl }).toString()}`,
  );
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
      problems?: PackageProblem[];
      result?: { version: number; restoredFrom?: number };
    };
    if (res.status === 422) return { kind: 'refused', problems: answer.problems ?? [] };
    if (!res.ok || !answer.result)
      return { kind: 'failed', message: answer.message ?? `HTTP ${res.status}` };
    return { kind: 'published', ...answer.result };
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
}

export const publish = (lang: PackageLanguage, name: string, text: string) =>
  publishCall(cmsPublishPath('package', { lang, name }), 'PUT', text);

export const restore = (lang: PackageLanguage, name: string, n: number) =>
  publishCall(cmsPublishPath('restore', { lang, name, n }), 'POST');

export async function versions(lang: PackageLanguage, name: string): Promise<VersionRow[]> {
  const res = await fetch(cmsPublishPath('versions', { lang, name }), {
    headers: controlHeaders(),
  });
  if (!res.ok) return [];
  return ((await res.json()) as { result: VersionRow[] }).result;
}
