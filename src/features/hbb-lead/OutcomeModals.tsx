import { Button, Modal, Spinner } from '../../ui/index.ts';
import { useHbbText } from './useHbbText.ts';

/** 'Congratulations': the service is available; the machine goes to /payment/start after 3 s. */
export function SuccessModal({ leadId }: { leadId: string }) {
  const { text } = useHbbText();
  return (
    <Modal open closable={false} title={text('success.title', 'Congratulations')}>
      <p>
        {text(
          'success.message',
          'Good news: our home broadband service is available at your address.',
        )}
      </p>
      {leadId ? (
        <p className="hbb-lead-id">
          {text('success.leadId', 'Your lead ID: {{leadId}}', { leadId })}
        </p>
      ) : null}
      <p role="status">
        <Spinner size={18} decorative />{' '}
        {text('success.redirecting', 'Taking you to payment in a few seconds…')}
      </p>
    </Modal>
  );
}

/** 'Thank you': not available here; 'Explore other Products' now, or the redirect after 6 s. */
export function UnavailableModal({ onExplore }: { onExplore: () => void }) {
  const { text } = useHbbText();
  return (
    <Modal open closable={false} title={text('unavailable.title', 'Thank you')}>
      <p>
        {text(
          'unavailable.message',
          'Thank you for reaching out. Our home broadband service is not yet available at your address. We will contact you as soon as it is.',
        )}
      </p>
      <p className="page__muted">
        {text('unavailable.redirecting', 'Taking you to our other products in a few seconds…')}
      </p>
      <div className="hbb-actions">
        <Button onClick={onExplore}>{text('unavailable.explore', 'Explore other Products')}</Button>
      </div>
    </Modal>
  );
}
