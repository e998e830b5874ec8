import { Button, Modal } from '../../../../ui/index.ts';
import { usePaymentText } from '../shared/usePaymentText.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Formatted amount, e.g. 'TZS 1,000'. */
  amount: string;
  /** The 9 digits whose airtime pays. */
  msisdn: string;
  onYes: () => void;
  onNo: () => void;
}

/** 'Are you sure?' with Yes / No before airtime is debited. */
export function ConfirmDialog({ amount, msisdn, onYes, onNo }: ConfirmDialogProps) {
  const { text } = usePaymentText();
  return (
    <Modal open title={text('airtime.confirmTitle')} onClose={onNo}>
      <p className="payment-dialog__message">
        {text('airtime.confirmMessage', { amount, number: msisdn })}
      </p>
      <div className="payment-dialog__actions">
        <Button variant="secondary" onClick={onNo}>
          {text('airtime.no')}
        </Button>
        <Button onClick={onYes}>{text('airtime.yes')}</Button>
      </div>
    </Modal>
  );
}
