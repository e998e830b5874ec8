import type { TransactionResult } from '../../../api/wire.ts';
import type { StatusOutcomeKind } from '../../../../machines/paymentStatus.machine.ts';
import { DetailList, formatMoney } from '../../../ui/index.ts';
import {
  displayMsisdn,
  shownRows,
  spaced,
  usePaymentTexts,
  type DetailRow,
} from '../shared/texts.ts';
import { HbbDetails } from './HbbDetails.tsx';
import { StatusIcon } from './StatusIcon.tsx';
import { headingOf, isHomeBroadband, outcomeWord, paymentTypeOf, type Text } from './statusView.ts';

/** Props of {@link StatusResult}. */
export interface StatusResultProps {
  kind: StatusOutcomeKind;
  status: string;
  result: TransactionResult;
}

/**
 * The thank-you block of PAY-13 to PAY-15: icon and heading by outcome, the message with the mobile
 * number, the transaction summary as a description list, and the starred reason when the payment
 * did not succeed. Announced as a status so a screen reader hears the outcome.
 */
export function StatusResult({ kind, status, result }: StatusResultProps) {
  const { t, language } = usePaymentTexts();
  const say = (text: Text | { raw: string }) =>
    'raw' in text ? text.raw : t(text.key, text.fallback);
  const word = outcomeWord(kind);
  const mobile = displayMsisdn(result.mobileNumber ?? result.msisdn);
  const rows: DetailRow[] = [
    ['status.transactionId', 'Transaction ID', result.transactionId],
    ['status.paymentType', 'Payment type', say(paymentTypeOf(result)) || undefined],
    ['status.bundle', 'Bundle', result.bundleDescription],
    ['status.transactionStatus', 'Transaction status', spaced(status) || undefined],
    [
      'status.amount',
      'Amount',
      Number.isFinite(result.amount)
        ? formatMoney(result.amount, result.currencyCode || 'TZS', language)
        : undefined,
    ],
    ['status.mobile', 'Mobile number', mobile || undefined],
    ['status.accountNo', 'Account number', result.accountId],
    ['status.invoiceNo', 'Invoice number', result.invoiceNumber],
  ];
  return (
    <div className={`payment-status payment-status--${kind}`}>
      <div role="status" className="payment-status__outcome">
        <StatusIcon kind={kind} />
        <h1>{say(headingOf(kind, status))}</h1>
        <p className="payment-status__message">
          {mobile ? `${mobile} ` : ''}
          {t(word.key, word.fallback)}
        </p>
      </div>
      <h2>{t('status.summary', 'Transaction details')}</h2>
      <DetailList className="payment-dl" rows={shownRows(rows, t)} />
      {kind !== 'success' && result.statusReason ? (
        <p className="payment-status__reason">* {result.statusReason}</p>
      ) : null}
      {isHomeBroadband(result) ? <HbbDetails kind={kind} result={result} /> : null}
    </div>
  );
}
