import type { TransactionResult } from '../../../api/wire.ts';
import type { StatusOutcomeKind } from '../../../../machines/paymentStatus.machine.ts';
import { DetailList } from '../../../ui/index.ts';
import { shownRows, spaced, usePaymentTexts } from '../shared/texts.ts';

/**
 * Home-broadband variant of the status page: lead id, gateway (or payment mode), a note, and the
 * lead-unavailable message when the payment succeeded but no lead id came back.
 */
export function HbbDetails({
  kind,
  result,
}: {
  kind: StatusOutcomeKind;
  result: TransactionResult;
}) {
  const { t } = usePaymentTexts();
  const leadId = result.metaInfo?.leadId;
  const gateway = result.paymentGateway;
  return (
    <section className="payment-hbb" aria-labelledby="payment-hbb-title">
      <h2 id="payment-hbb-title">{t('hbb.title', 'Home broadband order')}</h2>
      <DetailList
        className="payment-dl"
        rows={shownRows(
          [
            ['hbb.leadId', 'Lead ID', leadId],
            gateway
              ? ['hbb.gateway', 'Payment gateway', gateway]
              : ['hbb.mode', 'Payment mode', spaced(result.paymentMode)],
          ],
          t,
        )}
      />
      {kind === 'success' && !leadId ? (
        <p className="payment-hbb__unavailable">
          {t(
            'hbb.leadUnavailable',
            'Your payment was received, but your order reference is not available yet. Customer care will contact you.',
          )}
        </p>
      ) : null}
      <p className="payment-hbb__note">
        {t(
          'hbb.note',
          'Note: our team will call you to arrange the installation of your home broadband.',
        )}
      </p>
    </section>
  );
}
