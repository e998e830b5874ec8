import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { runtimeConfig } from '../../../api/runtimeConfig.ts';
import { PageHeader } from '../../../app/RoutePage.tsx';
import { QUIET } from '../../../app/pageArrival.ts';
import { PAYMENT_CONTENT } from '../../../app/routeContent.ts';
import { loadEnterpriseFlag, type PaymentSessionData } from '../../../session/paymentSession.ts';
import { Button, PAYMENT_TOAST_DURATION_MS, Spinner, useToast } from '../../../ui/index.ts';
import type { MethodType } from '../methods/types.ts';
import { PAYMENT_NS, usePaymentTexts } from '../shared/texts.ts';
import { CurrencySwitcher } from './CurrencySwitcher.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import type { MethodOutletContext } from './methodOutletContext.ts';
import { defaultType, distinctTypes, methodPath, typeOfSegment } from './paymentOptions.ts';
import { PaymentSummary } from './PaymentSummary.tsx';
import { useCharge } from './useCharge.ts';
import { useIsDesktop } from './useIsDesktop.ts';
import { usePaymentStartData } from './usePaymentStartData.ts';
import { useGenericText } from '../../../content/useGenericText.ts';

const METHOD_DEFAULTS: Record<MethodType, string> = {
  PG: 'Debit / Credit card',
  AM: '{{product}} Money',
  airtime: 'Airtime',
  smartcash: 'SmartCash',
  mpesa: 'M-Pesa',
};

/**
 * The payment start page: fetches the options, opens the first card option by replacing the URL
 * with its route, lists the option types (list or accordion) with the chosen form, and shows the
 * summary with the dual-currency switcher.
 */
export function PaymentStart({ session }: { session: PaymentSessionData }) {
  const { t } = usePaymentTexts();
  const { orGeneric } = useGenericText(PAYMENT_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const desktop = useIsDesktop();
  const { brand, product } = runtimeConfig();
  const brandKey = brand.trim().toLowerCase() || 'twiga';
  const { data, retry } = usePaymentStartData(session);
  const { charge, ...currency } = useCharge(session);
  const enterprise = useMemo(() => loadEnterpriseFlag(), []);

  const options = data.status === 'ready' ? data.options : undefined;
  const types = useMemo(() => (options ? distinctTypes(options) : []), [options]);
  const current = typeOfSegment(pathname.split('/')[3], brandKey);
  const selected = current && types.includes(current) ? current : undefined;
  const fallback = defaultType(types);

  useEffect(() => {
    if (options && !selected && fallback)
      // A11Y-1: the address catches up with the method already shown open: not a move.
      void navigate(methodPath(fallback, brandKey), { replace: true, state: QUIET });
  }, [options, selected, fallback, brandKey, navigate]);
  // The default method shows open from the first render on, while the address catches up: the
  // list does not open (and push the methods below it down) a moment after it appeared.
  const shown = selected ?? fallback;

  const errorMessage = data.status === 'error' ? data.message : undefined;
  useEffect(() => {
    if (errorMessage !== undefined) {
      toast.show({
        type: 'error',
        message: orGeneric(errorMessage),
        durationMs: PAYMENT_TOAST_DURATION_MS,
      });
    }
  }, [errorMessage, toast, orGeneric]);

  const context: MethodOutletContext = {
    type: shown,
    props:
      shown && options && data.status === 'ready'
        ? {
            session,
            options: options.filter((o) => o.type === shown),
            config: data.config,
            charge,
            enterprise,
          }
        : undefined,
  };
  const labelOf = (type: MethodType) => t(`methods.${type}`, METHOD_DEFAULTS[type], { product });

  return (
    <div className="payment-start">
      <PageHeader content={PAYMENT_CONTENT} />
      <div className="payment-start__grid">
        {/* What is paid comes first (on a phone, above the methods): the method list and its
            form grow below it when they load, so nothing already on screen moves. */}
        <PaymentSummary session={session} charge={charge}>
          {session.enableDualCurrency ? <CurrencySwitcher {...currency} /> : null}
        </PaymentSummary>
        <div className="payment-start__main">
          {data.status === 'loading' && (
            <p role="status" className="payment-loading">
              <Spinner size={18} decorative /> {t('page.loading', 'Loading payment options…')}
            </p>
          )}
          {data.status === 'error' && (
            <div className="payment-notice payment-notice--error">
              <p>{t('page.optionsError', 'We could not load the payment options.')}</p>
              <Button variant="secondary" onClick={retry}>
                {t('page.retry', 'Try again')}
              </Button>
            </div>
          )}
          {data.status === 'ready' && types.length === 0 && (
            <p>{t('page.noOptions', 'No payment method is available for this payment.')}</p>
          )}
          {types.length > 0 && (
            <MethodPicker
              types={types}
              selected={shown}
              labelOf={labelOf}
              pathOf={(type) => methodPath(type, brandKey)}
              desktop={desktop}
              listLabel={t('page.methods', 'Payment methods')}
            >
              <Outlet context={context} />
            </MethodPicker>
          )}
        </div>
      </div>
    </div>
  );
}
