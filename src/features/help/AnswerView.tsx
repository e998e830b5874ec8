import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb.tsx';
import type { HelpEntry } from './helpData.ts';
import { VoteBlock } from './VoteBlock.tsx';
import { useSanitizedMarkup } from '../../ui/useSanitizedMarkup.ts';
import { PATHS } from '../../routes/paths.ts';

/** An answer's CMS HTML, sanitised (the sanitiser loads with the first answer shown). */
function AnswerBody({ markup }: { markup: string }) {
  const safe = useSanitizedMarkup(markup);
  return 'html' in safe ? (
    <div className="help__answer-body" dangerouslySetInnerHTML={{ __html: safe.html }} />
  ) : (
    <div className="help__answer-body">{safe.text}</div>
  );
}

/** Props of {@link AnswerView}. */
export interface AnswerViewProps {
  entry: HelpEntry | undefined;
  voted: boolean;
  onVote: (like: boolean) => void;
}

/** Help line of the 'Still need help?' block. */
export const HELP_LINE = '300';

/** Stage 4: one answer (CMS HTML, sanitised), the vote, and 'Still need help?'. */
export function AnswerView({ entry, voted, onVote }: AnswerViewProps) {
  const { t } = useTranslation('getHelp-translation');
  return (
    <>
      {entry ? (
        <article className="help__answer">
          <Breadcrumb trail={[entry.parentCategory, entry.category]} />
          <h2>{entry.question}</h2>
          {/* Sanitised: CMS HTML never reaches the DOM unchecked. */}
          <AnswerBody markup={entry.answer} />
          <VoteBlock
            voted={voted}
            onVote={onVote}
            {...(entry.likePercentage === undefined
              ? {}
              : { likePercentage: entry.likePercentage })}
          />
        </article>
      ) : (
        <p>{t('notFound', 'This question is no longer available.')}</p>
      )}
      <aside className="help__still" aria-labelledby="help-still-heading">
        <h2 id="help-still-heading">{t('stillNeedHelp', 'Still need help?')}</h2>
        <ul>
          <li>
            <Link to={PATHS.storeLocator}>{t('findStore', 'Find a Store')}</Link>
          </li>
          <li>
            <a href={`tel:${HELP_LINE}`}>{t('call', 'You can call 300')}</a>
          </li>
        </ul>
      </aside>
    </>
  );
}
