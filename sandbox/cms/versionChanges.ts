/**
 * What each published version changed for subscribers, for the versions list (issue 32, item 4):
 * the changes from the version before it in the same language. Computed when the list is asked
 * for, not stored: the store keeps texts only, and the wording of changes may still grow.
 */
import type { Change } from '../editor/model/changes.ts';
import { changesOfTexts } from '../editor/model/textChanges.ts';
import type { Lang } from '../editor/model/types.ts';

/**
 * `rows` (newest first, version 0 last) each with its changes from the next older row; the
 * oldest has none. `textOf` gives a version's text.
 */
export async function withChanges<Row extends { version: number }>(
  rows: readonly Row[],
  name: string,
  lang: Lang,
  textOf: (version: number) => Promise<string | undefined>,
): Promise<(Row & { changes: Change[] })[]> {
  const texts = await Promise.all(rows.map((row) => textOf(row.version)));
  return rows.map((row, i) => {
    const now = texts[i];
    const was = texts[i + 1];
    return {
      ...row,
      changes:
        now === undefined || was === undefined
          ? []
          : changesOfTexts(name, { [lang]: was }, { [lang]: now }),
    };
  });
}
