import { useParams, useSearchParams } from 'react-router-dom';
import { MissingNotice } from '../shared/MissingNotice.tsx';
import { PaymentStatus } from './PaymentStatus.tsx';
import '../payment.css';

/**
 * /payment/status?id=<tid>[&pg=paystack][&channel=whatsapp] and /payment/status/:id. Without an
 * id there is nothing to show: a message with a link home.
 */
export function Component() {
  const [search] = useSearchParams();
  const params = useParams();
  const transactionId = (search.get('id') ?? params.id ?? '').trim();
  if (!transactionId) {
    return (
      <MissingNotice
        titleKey="status.missingTitle"
        title="No payment to show"
        bodyKey="status.missingBody"
        body="This page needs a payment reference. Please start your payment again from the home page."
      />
    );
  }
  // A new id is a new look-up: restart the statechart.
  return <PaymentStatus key={transactionId} transactionId={transactionId} />;
}

export default Component;
