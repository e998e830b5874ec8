import { Suspense } from 'react';
import { Spinner } from '../../../ui/index.ts';
import { methodComponents } from '../methods/registry.ts';
import { usePaymentTexts } from '../shared/texts.ts';
import { useMethodOutlet } from './methodOutletContext.ts';

/**
 * Child route of /payment/start (start, start/card, start/{brand}-money ...): renders the chosen
 * method's form, each its own lazily loaded chunk. The start page decides which one and passes
 * the props through the outlet context; on /payment/start itself nothing shows until the page
 * has replaced the URL with the default method's route.
 */
export function Component() {
  const { t } = usePaymentTexts();
  const { type, props } = useMethodOutlet();
  if (!type || !props) return null;
  const Method = methodComponents[type];
  return (
    <Suspense
      fallback={
        <p role="status" className="payment-loading">
          <Spinner size={18} decorative /> {t('page.loadingMethod', 'Loading the payment form…')}
        </p>
      }
    >
      {/* A USD/CDF switch changes the charge: a new form, so its statechart pays what is shown. */}
      <Method key={`${props.charge.currency}|${props.charge.amount}`} {...props} />
    </Suspense>
  );
}

export default Component;
