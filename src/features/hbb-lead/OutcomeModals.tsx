import type { ReactNode } from 'react';
import { Button, Modal, Spinner } from '../../ui/index.ts';
import { useHbbText } from './useHbbText.ts';
import { useAnnounced } from '../../ui/announcer/useAnnounced.ts';

/** English title and message of each outcome (keys `{outcome}.title`, `{outcome}.message`). */
const OUTCOMES = {
  success: [
    'Congratulations',
    'Good news: our home broadband service is available at your address.',
  ],
  unavailable: [
    'Thank you',
    'Thank you for reaching out. Our home broadband service is not yet available at your address. We will contact you as soon as it is.',
  ],
} as const;

/** The end of the lead: a modal nobody closes (the machine moves on), its message, then `children`. */
function OutcomeModal({
  outcome,
  children,
}: {
  outcome: keyof typeof OUTCOMES;
  children: ReactNode;
}) {
  const { text } = useHbbText();
  const [title, message] = OUTCOMES[outcome];
  return (
    <Modal open closable={false} title={text(`${outcome}.title`, title)}>
      <p>{text(`${outcome}.message`, message)}</p>
      {children}
    </Modal>
  );
}

/** 'Congratulations': the service is available; the machine goes to /payment/start after 3 s. */
export function SuccessModal({ leadId }: { leadId: string }) {
  const { text } = useHbbText();
  const redirecting = text('success.redirecting', 'Taking you to payment in a few seconds…');
  // A11Y-3: said once; its line comes with the dialog, too late to be read as a region of its own.
  useAnnounced(redirecting);
  return (
    <OutcomeModal outcome="success">
      {leadId ? (
        <p className="hbb-lead-id">
          {text('success.leadId', 'Your lead ID: {{leadId}}', { leadId })}
        </p>
      ) : null}
      <p>
        <Spinner size={18} decorative /> {redirecting}
      </p>
    </OutcomeModal>
  );
}

/** 'Thank you': not available here; 'Explore other Products' now, or the redirect after 6 s. */
export function UnavailableModal({ onExplore }: { onExplore: () => void }) {
  const { text } = useHbbText();
  return (
    <OutcomeModal outcome="unavailable">
      <p className="page__muted">
        {text('unavailable.redirecting', 'Taking you to our other products in a few seconds…')}
      </p>
      <div className="hbb-actions">
        <Button onClick={onExplore}>{text('unavailable.explore', 'Explore other Products')}</Button>
      </div>
    </OutcomeModal>
  );
}
