import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/index.ts';
import { useStepArrival } from '../../ui/useStepArrival.ts';
import { CONTACT_NS, type FormPageSpec } from './forms.ts';
import { PATHS } from '../../routes/paths.ts';

/** Props of {@link SentPanel}. */
export interface SentPanelProps {
  textPrefix: FormPageSpec['textPrefix'];
  referenceId: string | null;
  onAgain: () => void;
}

/**
 * The thank-you that replaces a sent form: A11Y-1, focus moves to its heading and the heading is
 * said, as on a new page (the Send button the person pressed is gone). Not a status region too,
 * or it would be said twice (A11Y-3).
 */
export function SentPanel({ textPrefix, referenceId, onAgain }: SentPanelProps) {
  const { t } = useTranslation(CONTACT_NS);
  const headingId = useId();
  const headingRef = useStepArrival<HTMLHeadingElement>();
  const isContact = textPrefix === 'contact';
  return (
    <section className="contact-sent" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {isContact
          ? t('contact.sentTitle', 'Message sent')
          : t('feedback.sentTitle', 'Feedback sent')}
      </h2>
      <p>
        {isContact
          ? t('contact.sentBody', 'Thank you for contacting us. We will get back to you soon.')
          : t('feedback.sentBody', 'Thank you for your feedback. It helps us serve you better.')}
      </p>
      {referenceId ? (
        <p>{t('reference', 'Your reference: {{referenceId}}', { referenceId })}</p>
      ) : null}
      <div className="contact-actions">
        <Button variant="secondary" onClick={onAgain}>
          {isContact
            ? t('contact.again', 'Send another message')
            : t('feedback.again', 'Give more feedback')}
        </Button>
        <Link to={PATHS.home}>{t('goHome', 'Go to home page')}</Link>
      </div>
    </section>
  );
}
