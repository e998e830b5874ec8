import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Invoice } from '../../api/wire.ts';
import { FIXED_INTERNET_CONTENT } from '../../app/routeContent.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { parseFormPackage, type FormPackage } from '../../forms/formPackage.ts';
import { savePaymentSession } from '../../session/paymentSession.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { InvoiceList, type InvoiceListProps } from './InvoiceList.tsx';
import { invoicePayment } from './invoices.ts';
import { useInvoiceLookup, type InvoiceLookupState } from './useInvoiceLookup.ts';
import './fixed-internet.css';
import { PATHS } from '../../routes/paths.ts';
import { useGenericText } from '../../content/useGenericText.ts';

const NS = 'fixed-internet-translation';

/** A CMS answer is checked, not trusted. */
const isFormPackage = (value: unknown): value is FormPackage => parseFormPackage(value).ok;

/** Props of {@link FixedInternetPage}. */
export interface FixedInternetPageProps {
  /** The day overdue is measured against; today unless a story or test pins it. */
  today?: Date;
}

/** /orp/fixed-internet: account number + email, SHOW BILLS, the open invoices and paying one. */
export function FixedInternetPage({ today }: FixedInternetPageProps) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  const form = useCmsPackage('form-fixed-internet', isFormPackage);
  const { generic, orGeneric } = useGenericText(NS);
  const { state, lookup } = useInvoiceLookup((message) =>
    toast.show({ type: 'error', message: orGeneric(message) }),
  );
  const [day] = useState(() => today ?? new Date());

  useEffect(() => {
    if (form.status === 'error') toast.show({ type: 'error', message: generic });
  }, [form.status, generic, toast]);

  const pay = (invoice: Invoice) => {
    const payment = state.status === 'ready' ? invoicePayment(invoice, state.contact) : null;
    if (!payment) {
      toast.show({ type: 'error', message: generic });
      return;
    }
    savePaymentSession(payment);
    void navigate(PATHS.paymentStart);
  };

  return (
    <RoutePage className="fixed-internet" content={FIXED_INTERNET_CONTENT}>
      {form.status === 'ready' ? (
        <div className="fixed-internet__form">
          <SchemaForm
            pkg={form.data}
            submitLabel={t('actions.showBills', 'SHOW BILLS')}
            // A11Y-2: read-only while the invoices load: focus stays on the field or the button.
            readonly={state.status === 'loading'}
            onSubmit={(data) => void lookup(String(data.accountNo ?? ''), String(data.email ?? ''))}
          />
        </div>
      ) : form.status === 'error' ? (
        <p className="page__muted">
          {t('errors.pageUnavailable', 'This page could not be loaded. Please try again later.')}
        </p>
      ) : (
        <div className="page__stack fixed-internet__loading" aria-hidden="true">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" width="40%" />
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement(state, t)}
      </p>
      <Results state={state} today={day} onPay={pay} />
    </RoutePage>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** What a screen reader hears when the lookup moves on. */
function announcement(state: InvoiceLookupState, t: Translate): string {
  if (state.status === 'loading') return t('invoices.loading', 'Loading invoices…');
  if (state.status !== 'ready') return '';
  if (state.invoices.length === 0) return t('invoices.empty', 'No Data found');
  return t('invoices.found', '{{count}} open invoices found', { count: state.invoices.length });
}

/** What the lookup found: the invoice list's props, with the lookup state in place of its list. */
type ResultsProps = Omit<InvoiceListProps, 'invoices'> & { state: InvoiceLookupState };

function Results({ state, today, onPay }: ResultsProps) {
  const { t } = useTranslation(NS);
  if (state.status === 'loading') {
    return (
      <p className="page__muted" aria-hidden="true">
        <Spinner size={18} decorative /> {t('invoices.loading', 'Loading invoices…')}
      </p>
    );
  }
  if (state.status !== 'ready') return null;
  if (state.invoices.length === 0)
    return <p className="fixed-internet__empty">{t('invoices.empty', 'No Data found')}</p>;
  return <InvoiceList invoices={state.invoices} today={today} onPay={onPay} />;
}
