import type { ReactNode } from 'react';
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

/** The outcome of a transaction, once the status page knows it. */
export interface StatusOutcomeView {
  kind: StatusOutcomeKind;
  status: string;
  result: TransactionResult;
}

/** Props of {@link StatusResult}. */
export interface StatusResultProps {
  /** The outcome; until it is known the region holds `waiting`. */
  shown: StatusOutcomeView | undefined;
  /** What the region says while the payment is looked up (its heading and 'Checking…' line). */
  waiting: ReactNode;
}

/**
 * The thank-you block of PAY-13 to PAY-15: icon and heading by outcome, the message with the mobile
 * number, the transaction summary as a description list, and the starred reason when the payment
 * did not succeed. A11Y-3: the outcome is said through a status region that is on the page from
 * the moment the look-up starts (a region inserted together with its words is often not read), so
 * a screen reader hears the outcome once, when it replaces 'Checking your payment…'.
 */
export function StatusResult({ shown, waiting }: StatusResultProps) {
  return (
    <div className={shown ? `payment-status payment-status--${shown.kind}` : undefined}>
      <div role="status" className={shown ? 'payment-status__outcome' : undefined}>
        {shown ? <StatusOutcome {...shown} /> : waiting}
      </div>
      {shown ? <StatusDetails {...shown} /> : null}
    </div>
  );
}

/** The icon, the heading by outcome and the message with the number. */
function StatusOutcome({ kind, status, result }: StatusOutcomeView) {
  const { t } = usePaymentTexts();
  const say = (text: Text | { raw: string }) =>
    'raw' in text ? text.raw : t(text.key, text.fallback);
  const word = outcomeWord(kind);
  const mobile = displayMsisdn(result.mobileNumber ?? result.msisdn);
  return (
    <>
      <StatusIcon kind={kind} />
      <h1>{say(headingOf(kind, status))}</h1>
      <p className="payment-status__message">
        {mobile ? `${mobile} ` : ''}
        {t(word.key, word.fallback)}
      </p>
    </>
  );
}

/** The transaction summary and the starred reason of a payment that did not succeed. */
function StatusDetails({ kind, status, result }: StatusOutcomeView) {
  const { t, language } = usePaymentTexts();
  const say = (text: Text | { raw: string }) =>
    'raw' in text ? text.raw : t(text.key, text.fallback);
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
    <>
      <h2>{t('status.summary', 'Transaction details')}</h2>
      <DetailList className="payment-dl" rows={shownRows(rows, t)} />
      {kind !== 'success' && result.statusReason ? (
        <p className="payment-status__reason">* {result.statusReason}</p>
      ) : null}
      {isHomeBroadband(result) ? <HbbDetails kind={kind} result={result} /> : null}
    </>
  );
}
