/**
 * The package being edited: its live texts, versions and shared messages from the content service,
 * the drafts of both languages with undo and redo, and what publishing or restoring did. Flow is a
 * few fetches and no timers, so it stays in this hook instead of a machine.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SHARED_MESSAGES_NAME, type PackageLanguage } from '../../src/forms/packageCheck.ts';
import * as api from './api.ts';
import { record, redo, startHistory, undo, type History } from './model/history.ts';
import type { Lang } from './model/types.ts';

export type Drafts = Record<Lang, string>;

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

export interface Fetched {
  /** The live text per language. */
  live: Drafts;
  /** The live validation texts per language (the shared `@` messages, the preview's words). */
  shared: Record<Lang, unknown>;
  rows: Record<Lang, api.VersionRow[]>;
}

/** The live package and its versions in both languages, and both languages' shared messages. */
async function fetchPackage(name: string): Promise<Fetched> {
  const [liveEn, liveSw, sharedEn, sharedSw, rowsEn, rowsSw] = await Promise.all([
    api.liveText('en', name),
    api.liveText('sw', name),
    api.liveText('en', SHARED_MESSAGES_NAME),
    api.liveText('sw', SHARED_MESSAGES_NAME),
    api.versions('en', name),
    api.versions('sw', name),
  ]);
  return {
    live: { en: liveEn ?? '', sw: liveSw ?? '' },
    shared: { en: parse(sharedEn), sw: parse(sharedSw) },
    rows: { en: rowsEn, sw: rowsSw },
  };
}

export function useEditorPackage(name: string) {
  // The last package fetched, with its name: another name shows "Loading…" until its own arrives.
  const [fetched, setFetched] = useState<{ name: string; data: Fetched }>();
  const loaded = fetched?.name === name ? fetched.data : undefined;
  const [history, setHistory] = useState<History<Drafts>>(() => startHistory({ en: '', sw: '' }));
  // The drafts as of the last change, read by changes made before React renders again.
  const latest = useRef(history.present);
  useLayoutEffect(() => {
    latest.current = history.present;
  }, [history.present]);

  useEffect(() => {
    let current = true;
    void fetchPackage(name).then((data) => {
      if (!current) return;
      setFetched({ name, data });
      setHistory(startHistory(data.live));
    });
    return () => {
      current = false;
    };
  }, [name]);

  /** Records new drafts as one step (or as part of the last one, with the same `mergeKey`). */
  const change = useCallback((next: Drafts, mergeKey?: string) => {
    latest.current = next;
    setHistory((h) => record(h, next, mergeKey));
  }, []);

  /** Reloads after a publish; the drafts of `published` languages become their new live text. */
  const refresh = async (published: readonly PackageLanguage[]) => {
    const data = await fetchPackage(name);
    setFetched({ name, data });
    const next = { ...latest.current };
    for (const l of published) next[l] = data.live[l];
    setHistory(startHistory(next));
  };

  return {
    loaded,
    drafts: history.present,
    latest,
    change,
    refresh,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
  };
}
