/**
 * Test support for the structured editor's component tests: the fields and the check rendered
 * inside an EditorContext whose `apply` really applies each change to a pair held in React state,
 * as the editor page does (sandbox/editor/EditorApp.tsx), so a test sees what a person would.
 * Requirements: EDIT-1, EDIT-2, EDIT-3 (the tests that use it say which).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useMemo, useState } from 'react';
import { checkPackagePair } from '../../../src/forms/packageCheck.ts';
import { CheckList } from '../../../sandbox/editor/CheckList.tsx';
import { EditorContext, type EditorTools } from '../../../sandbox/editor/editorContext.ts';
import { FIELD_TEXTS } from '../../../sandbox/editor/fieldTexts.ts';
import { FieldsTab } from '../../../sandbox/editor/FieldsTab.tsx';
import type { Pair } from '../../../sandbox/editor/model/edit.ts';
import { draftsOf, pairOf } from '../../../sandbox/editor/model/pair.ts';
import {
  allProblems,
  checkProblems,
  editorProblems,
} from '../../../sandbox/editor/model/problems.ts';
import { allFields, readFields } from '../../../sandbox/editor/model/read.ts';
import type { Lang } from '../../../sandbox/editor/model/types.ts';
import { EDITOR_TEXTS } from '../../../sandbox/editor/texts.ts';

export const NAME = 'form-prepaid-recharge';

/** The shipped recharge form (Mobile Number, Amount (TZS)) as the editor's pair. */
export function shippedRecharge(): Pair {
  const text = (lang: Lang) =>
    readFileSync(join(import.meta.dirname, '../../../schemas/cms', lang, `${NAME}.json`), 'utf8');
  const read = pairOf(NAME, { en: text('en'), sw: text('sw') });
  if (!read.ok) throw new Error(`${NAME} is not a form`);
  return read.pair;
}

export interface HarnessProps {
  initial: Pair;
  /** The editor's own language. */
  uiLang?: Lang;
  /** Called with the pair after every change, so a test can look at the packages. */
  onPair?: (pair: Pair) => void;
}

export function EditorHarness({ initial, uiLang = 'en', onPair }: HarnessProps) {
  const [pair, setPair] = useState(initial);
  const t = EDITOR_TEXTS[uiLang];
  const tools: EditorTools = useMemo(
    () => ({
      t,
      ft: FIELD_TEXTS[uiLang],
      uiLang,
      languageName: (l) => (l === 'en' ? t.english : t.swahili),
      announce: () => {},
      sharedMessage: () => undefined,
      apply: (change) =>
        setPair((current) => {
          const next = change(current);
          onPair?.(next);
          return next;
        }),
    }),
    [t, uiLang, onPair],
  );
  const fields = readFields(pair);
  const problems = allProblems(
    editorProblems(fields),
    checkProblems(checkPackagePair({ name: NAME, text: draftsOf(pair) }), fields),
  );
  return (
    <EditorContext.Provider value={tools}>
      <FieldsTab fields={fields} fromFieldList={false} />
      <CheckList problems={problems} fields={allFields(fields)} onGo={() => {}} />
    </EditorContext.Provider>
  );
}
