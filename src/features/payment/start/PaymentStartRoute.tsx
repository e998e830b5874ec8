import { useMemo } from 'react';
import { loadPaymentSession } from '../../../session/paymentSession.ts';
import { MissingNotice } from '../shared/MissingNotice.tsx';
import { PaymentStart } from './PaymentStart.tsx';
import '../payment.css';

/**
 * /payment/start (parent of the method routes). Without a well-formed payment session in this
 * tab there is nothing to pay: a clear message with a link home, never a white screen.
 */
export function Component() {
  // Read once: the session does not change while the page is open.
  const session = useMemo(() => loadPaymentSession(), []);
  if (!session) {
    return (
      <MissingNotice
        titleKey="session.missingTitle"
        title="No payment to continue"
        bodyKey="session.missingBody"
        body="We could not find the payment you started. Please start again from the home page."
      />
    );
  }
  return <PaymentStart session={session} />;
}

export default Component;
