import type { HelpEntry } from './helpData.ts';

/** Props of {@link QuestionList}. */
export interface QuestionListProps {
  heading: string;
  questions: readonly HelpEntry[];
  onQuestion: (id: string) => void;
  /** Heading level inside the page (default 2). */
  level?: 2 | 3;
}

/** A headed list of questions; choosing one opens its answer. Nothing when empty. */
export function QuestionList({ heading, questions, onQuestion, level = 2 }: QuestionListProps) {
  if (questions.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="help__section">
      <Heading>{heading}</Heading>
      <ul className="help__questions">
        {questions.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="tile-button help__question"
              onClick={() => onQuestion(entry.id)}
            >
              {entry.question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
