/**
 * The content publishing tests' shared set-up (cmsPublish, cmsPublishPair, cmsVersionChanges): the
 * shipped packages as text, edited copies of them, and control calls that carry JSON.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { controlHeaders } from '../control/contract.ts';
import type { Answer, Harness } from './harness.ts';

/** The repository's schemas folder, where the shipped packages are. */
export const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas');

/** The shipped text of package `name` (the OTP form unless said) in `lang`. */
export const shipped = (lang: 'en' | 'sw', name = 'form-otp') =>
  readFileSync(join(SCHEMAS, 'cms', lang, `${name}.json`), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures poke at arbitrary JSON paths
export type Json = Record<string, any>;

/** The shipped package `name` of `lang` with `edit` applied, as JSON text. */
export function edited(lang: 'en' | 'sw', name: string, edit: (j: Json) => void): string {
  const json = JSON.parse(shipped(lang, name)) as Json;
  edit(json);
  return JSON.stringify(json, null, 2);
}

/** Sends `body` as JSON to `path` of `h`, with the control header unless `headers` says other. */
export const sendTo =
  (h: Harness) =>
  async (path: string, method: string, body?: string, headers = controlHeaders()) => {
    const res = await h.raw(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body }),
    });
    return { http: res.status, body: (await res.json()) as Answer['body'] };
  };
