/**
 * The check in plain words, about fields: each problem names the field (by its label in the
 * editor's language) and, when it is on one, offers to go there. Bad JSON is the JSON tab's.
 */
import type { PairLanguage } from '../../src/forms/packageCheck.ts';
import { useEditor } from './editorContext.ts';
import type { FieldTexts } from './fieldTexts.ts';
import { fieldDomId, fieldLabel } from './model/labels.ts';
import type { EditorProblem } from './model/problems.ts';
import type { FieldView, Lang } from './model/types.ts';

function describe(
  problem: EditorProblem,
  field: FieldView | undefined,
  ft: FieldTexts,
  uiLang: Lang,
  language: (l: PairLanguage) => string,
  byName: (name: string) => FieldView | undefined,
): string {
  const label = field ? fieldLabel(field, uiLang) : '';
  switch (problem.code) {
    case 'missingWord':
      if (problem.word === 'choice')
        return ft.missingChoice(language(problem.lang), (problem.index ?? 0) + 1, label);
      if (problem.word === 'message')
        return ft.missingMessage(
          language(problem.lang),
          ft.ruleNames[problem.rule ?? ''] ?? problem.rule ?? '',
          label,
        );
      return ft.missing(language(problem.lang), ft.lowercaseWords[problem.word], label);
    case 'lostAnswer': {
      const trigger = byName(problem.trigger);
      return ft.lostAnswer(label, trigger ? fieldLabel(trigger, uiLang) : problem.trigger);
    }
    case 'emptyGroup':
      return ft.emptyGroup(label);
    case 'missingTranslation':
      return ft.missingTranslation(language(problem.lang), problem.key);
    case 'check': {
      const where = problem.lang ? `${language(problem.lang)}: ` : '';
      const rule = problem.rule ? (ft.ruleNames[problem.rule] ?? problem.rule) : undefined;
      return (
        where + (field ? ft.checkOn(label, rule, problem.detail) : ft.checkForm(problem.detail))
      );
    }
  }
}

export interface CheckListProps {
  problems: readonly EditorProblem[];
  fields: readonly FieldView[];
  /** Shows the fields, so the field a problem names can take the focus. */
  onGo: () => void;
}

export function CheckList({ problems, fields, onGo }: CheckListProps) {
  const { ft, uiLang, languageName } = useEditor();
  const byPath = new Map(fields.map((f) => [f.path.join('/'), f]));
  const language = (l: PairLanguage) => (l === 'en+sw' ? ft.inBoth : languageName(l));
  const byName = (name: string) => fields.find((f) => f.name === name);
  if (problems.length === 0) return null;
  return (
    <ul className="ed-problems" aria-label={ft.checkHeading}>
      {problems.map((problem, i) => {
        const field = problem.path ? byPath.get(problem.path.join('/')) : undefined;
        return (
          <li key={i}>
            {describe(problem, field, ft, uiLang, language, byName)}{' '}
            {field && (
              <button
                type="button"
                className="ed-link"
                onClick={() => {
                  onGo();
                  requestAnimationFrame(() =>
                    document.getElementById(`${fieldDomId(field.path)}-heading`)?.focus(),
                  );
                }}
              >
                {ft.goTo(fieldLabel(field, uiLang))}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
