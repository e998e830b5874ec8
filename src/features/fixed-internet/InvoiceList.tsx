import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../api/wire.ts';
import { useLanguage } from '../../content/useCmsPackage.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { formatMoney } from '../../ui/formatMoney.ts';
import { formatDate, isOverdue } from './invoices.ts';

const NS = 'fixed-internet-translation';

/** Props of {@link InvoiceList}. */
export interface InvoiceListProps {
  invoices: Invoice[];
  /** The day overdue is measured against (a prop, so tests and stories are stable). */
  today: Date;
  onPay: (invoice: Invoice) => void;
}

/**
 * The open invoices as a list of cards (one per invoice, a description list inside), each with
 * its status and a Pay button. An overdue invoice carries the text badge 'Overdue' besides its
 * colour, so the warning does not rest on colour alone.
 */
export function InvoiceList({ invoices, today, onPay }: InvoiceListProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <section className="page__stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('invoices.title', 'Open invoices')}</h2>
      <ul className="invoice-list" aria-labelledby={titleId}>
        {invoices.map((invoice) => (
          <li key={invoice.invoiceNo}>
            <InvoiceCard invoice={invoice} overdue={isOverdue(invoice, today)} onPay={onPay} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvoiceCard({
  invoice,
  overdue,
  onPay,
}: {
  invoice: Invoice;
  overdue: boolean;
  onPay: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const headingId = useId();
  const status = overdue
    ? t('status.OVERDUE', 'Overdue')
    : t(`status.${invoice.invoiceStatus}`, invoice.invoiceStatus);
  const rows: [string, string][] = [
    [t('fields.accountNo', 'Account number'), invoice.accountNo],
    [t('fields.invoiceNo', 'Invoice number'), invoice.invoiceNo],
    [
      t('fields.period', 'Billing period'),
      t('fields.periodRange', '{{start}} to {{end}}', {
        start: formatDate(invoice.billingStartDate, language),
        end: formatDate(invoice.billingEndDate, language),
      }),
    ],
    [t('fields.dueDate', 'Due date'), formatDate(invoice.dueDate, language)],
    [
      t('fields.amount', 'Amount'),
      formatMoney(Number(invoice.outstandingAmount), invoice.currency || 'TZS', language),
    ],
  ];
  return (
    <article
      className={overdue ? 'card invoice-card invoice-card--overdue' : 'card invoice-card'}
      aria-labelledby={headingId}
    >
      <header className="invoice-card__header">
        <h3 id={headingId}>{invoice.invoiceNo}</h3>
        <span className={overdue ? 'invoice-badge invoice-badge--overdue' : 'invoice-badge'}>
          <span className="visually-hidden">{t('fields.status', 'Status')}: </span>
          <span>{status}</span>
        </span>
      </header>
      <DetailList className="invoice-card__details" rows={rows} />
      <Button className="invoice-card__pay" onClick={() => onPay(invoice)}>
        {t('actions.pay', 'Pay')}{' '}
        <span className="visually-hidden">
          {t('actions.payInvoice', 'invoice {{invoiceNo}}', { invoiceNo: invoice.invoiceNo })}
        </span>
      </Button>
    </article>
  );
}
