/**
 * Published CMS packages (issue 15): every publish or restore is a new numbered version of one
 * package in one language, and the newest is live. Version 0 is the shipped file in schemas/cms,
 * live until the first publish; a reset forgets every published version (core/db.ts). EN and SW
 * published together are stored in one transaction and recorded as a pair (cms_pairs).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../core/db.ts';
import type { Schema } from '../../src/api/wire.ts';
import type { PackageLanguage } from '../../src/forms/packageCheck.ts';

/** One stored version of a package, as the publishing calls answer it (contract/openapi.yaml). */
export type PackageVersion = Schema<'PackageVersion'>;

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

const otherOf = (lang: PackageLanguage): PackageLanguage => (lang === 'en' ? 'sw' : 'en');

/**
 * Stores both languages as their next versions in one transaction (both or neither), and records
 * them as a pair so a restore can bring them back together.
 */
export function publishPair(
  db: DatabaseSync,
  name: string,
  bodies: Record<PackageLanguage, string>,
  restoredFrom: Partial<Record<PackageLanguage, number>> = {},
): Record<PackageLanguage, PackageVersion> {
  db.exec('BEGIN IMMEDIATE');
  try {
    const en = publishVersion(db, 'en', name, bodies.en, restoredFrom.en);
    const sw = publishVersion(db, 'sw', name, bodies.sw, restoredFrom.sw);
    statement(db, 'INSERT INTO cms_pairs (name, en_version, sw_version) VALUES (?, ?, ?)').run(
      name,
      en.version,
      sw.version,
    );
    db.exec('COMMIT');
    return { en: { ...en, pairedWith: sw.version }, sw: { ...sw, pairedWith: en.version } };
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Every pair of `name` as a map from this language's version to the other's. */
function pairsOf(db: DatabaseSync, lang: PackageLanguage, name: string): Map<number, number> {
  const rows = statement(db, 'SELECT en_version, sw_version FROM cms_pairs WHERE name = ?').all(
    name,
  ) as unknown as { en_version: number; sw_version: number }[];
  return new Map(
    rows.map((r) => (lang === 'en' ? [r.en_version, r.sw_version] : [r.sw_version, r.en_version])),
  );
}

/**
 * The other language's version published together with version `n`, if any. The shipped files
 * (version 0) are a pair too: `schemas:check` keeps them agreeing.
 */
export function partnerOf(
  db: DatabaseSync,
  lang: PackageLanguage,
  name: string,
  n: number,
): { lang: PackageLanguage; version: number } | undefined {
  const version = n === 0 ? 0 : pairsOf(db, lang, name).get(n);
  return version === undefined ? undefined : { lang: otherOf(lang), version };
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
  const pairs = pairsOf(db, lang, name);
  const published = rows.map((row, i): PackageVersion => {
    const pairedWith = pairs.get(row.version);
    return {
      version: row.version,
      time: row.created_at,
      size: Buffer.byteLength(row.body),
      live: i === 0,
      ...(row.restored_from === null ? {} : { restoredFrom: row.restored_from }),
      ...(pairedWith === undefined ? {} : { pairedWith }),
    };
  });
  const file = fileOf(schemasDir, lang, name);
  const shipped = await shippedText(schemasDir, lang, name);
  if (shipped === undefined) return published;
  const mtime = (await stat(file)).mtime.toISOString();
  return [
    ...published,
    {
      version: 0,
      time: mtime,
      size: Buffer.byteLength(shipped),
      live: rows.length === 0,
      pairedWith: 0,
    },
  ];
}
