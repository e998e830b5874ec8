import { useTranslation } from 'react-i18next';
import { useStepArrival } from '../../ui/useStepArrival.ts';

/** Props of {@link VoteBlock}. */
export interface VoteBlockProps {
  voted: boolean;
  /** Share (0–100) of people who found the answer helpful, when the service knows it. */
  likePercentage?: number;
  onVote: (like: boolean) => void;
}

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        fill="currentColor"
        d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
      />
    </svg>
  );
}

/** One thumb: up for helpful, down for not; the vote is sent at once (no toggle, never pressed). */
function VoteButton({
  like,
  label,
  onVote,
}: {
  like: boolean;
  label: string;
  onVote: (like: boolean) => void;
}) {
  return (
    <button
      type="button"
      className="help__thumb"
      aria-pressed={false}
      aria-label={label}
      onClick={() => onVote(like)}
    >
      <Thumb down={!like} />
    </button>
  );
}

/**
 * The thank-you that takes the thumbs' place. A11Y-1, A11Y-3: the pressed thumb is gone, so focus
 * goes to the thank-you, which is said once (a status region inserted with its words may not be).
 */
function VoteThanks() {
  const { t } = useTranslation('faq-translation');
  const thanks = useStepArrival<HTMLParagraphElement>();
  return (
    <div className="help__vote help__vote--done">
      <p className="help__thanks" ref={thanks} tabIndex={-1}>
        {t('thankyou', 'Thank you!')}
      </p>
      <p>{t('feedback', 'Your feedback helps us improve our answers.')}</p>
    </div>
  );
}

/** 'Was this answer helpful?' with thumbs up/down; after a vote a thank-you takes its place. */
export function VoteBlock({ voted, likePercentage, onVote }: VoteBlockProps) {
  const { t } = useTranslation('faq-translation');
  if (voted) return <VoteThanks />;
  return (
    <div className="help__vote" role="group" aria-labelledby="help-vote-question">
      <p id="help-vote-question" className="help__vote-question">
        {t('helpful', 'Was this answer helpful?')}
      </p>
      {likePercentage !== undefined ? (
        <p className="help__vote-share">
          {t('helpfulShare', '{{percent}}% of people found this helpful', {
            percent: Math.round(likePercentage),
          })}
        </p>
      ) : null}
      <div className="help__vote-buttons">
        <VoteButton like label={t('yes', 'Yes, this was helpful')} onVote={onVote} />
        <VoteButton like={false} label={t('no', 'No, this was not helpful')} onVote={onVote} />
      </div>
    </div>
  );
}
