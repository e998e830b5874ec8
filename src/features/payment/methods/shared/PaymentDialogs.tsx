import { Button, Modal, Spinner } from '../../../../ui/index.ts';
import { useAnnounced } from '../../../../ui/announcer/useAnnounced.ts';
import { usePaymentText } from './usePaymentText.ts';
import './payment-methods.css';

/** Props of {@link MessageDialog}. */
export interface MessageDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/** A message the person must acknowledge (insufficient balance, wallet locked or blocked). */
export function MessageDialog({ title, message, onClose }: MessageDialogProps) {
  const { text } = usePaymentText();
  return (
    <Modal open title={title} onClose={onClose}>
      <p role="alert" className="payment-dialog__message">
        {message}
      </p>
      <div className="payment-dialog__actions">
        <Button onClick={onClose}>{text('common.ok')}</Button>
      </div>
    </Modal>
  );
}

/** Props of {@link ProcessingOverlay}. */
export interface ProcessingOverlayProps {
  /** Extra line, e.g. 'approve the request on your phone' or 'checking your airtime balance'. */
  detail?: string;
}

/**
 * Shown while a payment is in flight (initiation, push request, status polls). It covers the
 * form so nothing can be submitted twice. A11Y-3: it arrives with its words, so they are said
 * once through the page's announcer (a live region inserted with its text is often not read),
 * and again each time its line changes (checking the balance, then processing).
 */
export function ProcessingOverlay({ detail }: ProcessingOverlayProps) {
  const { text } = usePaymentText();
  const title = text('common.processingTitle');
  const line = detail ?? text('common.processingMessage');
  useAnnounced(`${title}. ${line}`);
  return (
    <div className="payment-processing">
      <div className="payment-processing__box">
        <Spinner decorative />
        <p className="payment-processing__title">{title}</p>
        <p>{line}</p>
      </div>
    </div>
  );
}

/** Shown while the method's form package loads, or when it could not be loaded. */
export function FormPlaceholder({ failed }: { failed: boolean }) {
  const { text } = usePaymentText();
  return failed ? (
    <p role="alert">{text('common.generic')}</p>
  ) : (
    <p role="status" className="payment-method__loading">
      <Spinner size={18} decorative /> {text('common.loadingForm')}
    </p>
  );
}
