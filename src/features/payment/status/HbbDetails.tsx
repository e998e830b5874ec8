import type { TransactionResult } from '../../../api/wire.ts';
import type { StatusOutcomeKind } from '../../../../machines/paymentStatus.machine.ts';
import { spaced, usePaymentTexts } from '../shared/texts.ts';

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
      <dl className="payment-dl">
        {leadId ? (
          <div className="payment-dl__row">
            <dt>{t('hbb.leadId', 'Lead ID')}</dt>
            <dd>{leadId}</dd>
          </div>
        ) : null}
        {gateway || result.paymentMode ? (
          <div className="payment-dl__row">
            <dt>{gateway ? t('hbb.gateway', 'Payment gateway') : t('hbb.mode', 'Payment mode')}</dt>
            <dd>{gateway ?? spaced(result.paymentMode)}</dd>
          </div>
        ) : null}
      </dl>
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
