/**
 * Published CMS packages (issue 15): every publish or restore is a new numbered version of one
 * package in one language, and the newest is live. Version 0 is the shipped file in schemas/cms,
 * live until the first publish; a reset forgets every published version (core/db.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';
import type { PackageLanguage } from '../../src/forms/packageCheck.ts';

export interface PackageVersion {
  version: number;
  /** ISO time of the publish; the file's modification time for version 0. */
  time: string;
  /** Bytes of the JSON text. */
  size: number;
  live: boolean;
  /** The version this one restored, if it was made by a restore. */
  restoredFrom?: number;
}

interface Row {
  version: number;
  body: string;
  created_at: string;
  restored_from: number | null;
}

const fileOf = (schemasDir: string, lang: PackageLanguage, name: string) =>
  join(schemasDir, 'cms', lang, `${name}.json`);

/** The shipped file's text, or undefined when there is none. */
export async function shippedText(
  schemasDir: string,
  lang: PackageLanguage,
  name: string,
): Promise<string | undefined> {
  return readFile(fileOf(schemasDir, lang, name), 'utf8').catch(() => undefined);
}

const newest = (db: DatabaseSync, lang: PackageLanguage, name: string) =>
  statement(
    db,
    'SELECT version, body, created_at, restored_from FROM cms_versions WHERE lang = ? AND name = ? ORDER BY version DESC LIMIT 1',
  ).get(lang, name) as Row | undefined;

/** The live text of a package: its newest published version, else the shipped file. */
export async function liveText(
  db: DatabaseSync,
  schemasDir: string,
  lang: PackageLanguage,
  name: string,
): Promise<string | undefined> {
  return newest(db, lang, name)?.body ?? shippedText(schemasDir, lang, name);
}

/** Stores `body` as the next version (live at once) and returns it. */
export function publishVersion(
  db: DatabaseSync,
  lang: PackageLanguage,
  name: string,
  body: string,
  restoredFrom?: number,
): PackageVersion {
  const version = (newest(db, lang, name)?.version ?? 0) + 1;
  const time = new Date().toISOString();
  statement(
    db,
    'INSERT INTO cms_versions (lang, name, version, body, created_at, restored_from) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(lang, name, version, body, time, restoredFrom ?? null);
  return {
    version,
    time,
    size: Buffer.byteLength(body),
    live: true,
    ...(restoredFrom === undefined ? {} : { restoredFrom }),
  };
}

/** The text of version `n` (0: the shipped file), or undefined when there is no such version. */
export async function versionText(
  db: DatabaseSync,
  schemasDir: string,
  lang: PackageLanguage,
  name: string,
  n: number,
): Promise<string | undefined> {
  if (n === 0) return shippedText(schemasDir, lang, name);
  const row = statement(
    db,
    'SELECT body FROM cms_versions WHERE lang = ? AND name = ? AND version = ?',
  ).get(lang, name, n) as { body: string } | undefined;
  return row?.body;
}

/** Every version, newest first, the shipped file (version 0) last. */
export async function listVersions(
  db: DatabaseSync,
  schemasDir: string,
  lang: PackageLanguage,
  name: string,
): Promise<PackageVersion[]> {
  const rows = statement(
    db,
    'SELECT version, body, created_at, restored_from FROM cms_versions WHERE lang = ? AND name = ? ORDER BY version DESC',
  ).all(lang, name) as unknown as Row[];
  const published = rows.map((row, i): PackageVersion => ({
    version: row.version,
    time: row.created_at,
    size: Buffer.byteLength(row.body),
    live: i === 0,
    ...(row.restored_from === null ? {} : { restoredFrom: row.restored_from }),
  }));
  const file = fileOf(schemasDir, lang, name);
  const shipped = await shippedText(schemasDir, lang, name);
  if (shipped === undefined) return published;
  const mtime = (await stat(file)).mtime.toISOString();
  return [
    ...published,
    { version: 0, time: mtime, size: Buffer.byteLength(shipped), live: rows.length === 0 },
  ];
}
