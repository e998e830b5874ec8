import type { ReactNode } from 'react';
import { useUnitTexts } from '../../../bundles/useUnitTexts.ts';
import type { PaymentSessionData } from '../../../session/paymentSession.ts';
import { DetailList, formatMoney } from '../../../ui/index.ts';
import {
  displayMsisdn,
  formatDate,
  shownRows,
  spaced,
  usePaymentTexts,
  type DetailRow,
} from '../shared/texts.ts';

/** Props of {@link PaymentSummary}. */
export interface PaymentSummaryProps {
  session: PaymentSessionData;
  charge: { amount: number; currency: string };
  /** The dual-currency switcher and conversion, when the product has one. */
  children?: ReactNode;
}

const isBundle = (session: PaymentSessionData) =>
  !!session.bundleInfo || /_BUNDLES$/.test(session.transactionType);

/**
 * The right-hand summary of PAY-4 and PAY-5: recharge type or 'Bundle Purchase', mobile number,
 * plan details, amount and currency, and for invoices the account, invoice and dates. A
 * description list, so a screen reader pairs each label with its value.
 */
export function PaymentSummary({ session, charge, children }: PaymentSummaryProps) {
  const { t, language } = usePaymentTexts();
  const units = useUnitTexts();
  const plan = session.bundleInfo;
  const description = plan?.description ?? (isBundle(session) ? session.description : undefined);
  const data = units.quantity(
    plan?.data ?? session.data,
    plan?.dataUnit ?? session.dataUnit,
    t('summary.unlimited', 'Unlimited'),
  );
  const invoice = session.invoiceDetail;
  const rows: DetailRow[] = [
    [
      'summary.rechargeType',
      'Recharge type',
      isBundle(session)
        ? t('summary.bundlePurchase', 'Bundle Purchase')
        : spaced(session.rechargeType),
    ],
    ['summary.mobile', 'Mobile number', displayMsisdn(session.msisdn)],
    ['summary.plan', 'Plan', description],
    ['summary.data', 'Data', data || undefined],
    ['summary.accountNo', 'Account number', invoice?.accountNo],
    ['summary.invoiceNo', 'Invoice number', invoice?.invoiceNo],
    ['summary.startDate', 'Start date', invoice && formatDate(invoice.billingStartDate, language)],
    ['summary.endDate', 'End date', invoice && formatDate(invoice.billingEndDate, language)],
    ['summary.dueDate', 'Due date', invoice && formatDate(invoice.dueDate, language)],
    ['summary.amount', 'Amount', formatMoney(charge.amount, charge.currency, language)],
  ];
  return (
    <aside className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{t('summary.title', 'Payment summary')}</h2>
      <DetailList className="payment-dl" rows={shownRows(rows, t)} />
      {children}
    </aside>
  );
}
