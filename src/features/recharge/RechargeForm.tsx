import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PayParams } from '../../../machines/rechargeLine.machine.ts';
import type { PortalConfig } from '../../api/wire.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import type { FormPackage } from '../../forms/formPackage.ts';
import { message } from '../../forms/messages.ts';
import { useFormTranslate } from '../../forms/useFormTranslate.ts';
import { savePaymentSession } from '../../session/paymentSession.ts';
import { useToast } from '../../ui/toastContext.ts';
import { BundleList } from '../../bundles/BundleList.tsx';
import { lineStatus, phoneError, type LineTexts, type LineView } from './lineMessages.ts';
import { amountPayment, bundlePayment, type RechargeKind } from './paymentData.ts';
import { useBundles } from '../../bundles/useBundles.ts';
import { useDualCurrencyProducts } from './useDualCurrencyProducts.ts';
import { useRechargeLine } from './useRechargeLine.ts';

const NS = 'recharge-translation';

/** Per page: accepted line types, config bounds and whether the line's bundles are offered. */
const PAGES: Record<
  RechargeKind,
  { accepted: string[]; bounds: (c: PortalConfig) => [number, number]; showBundles: boolean }
> = {
  prepaid: {
    accepted: ['PREPAID'],
    bounds: (c) => [Number(c.preMinAmnt), Number(c.preMaxAmnt)],
    showBundles: true,
  },
  // Spec section 9: postpaid bundles are hidden.
  postpaid: {
    accepted: ['POSTPAID', 'HYBRID'],
    bounds: (c) => [Number(c.postMinAmnt), Number(c.postMaxAmnt)],
    showBundles: false,
  },
};

/** Renders what a page adds below the form for a confirmed line. */
export type LineExtras = (
  line: { msisdn: string; lineType: string },
  config: PortalConfig,
) => ReactNode;

/** Props of {@link RechargeForm}. */
export interface RechargeFormProps {
  kind: RechargeKind;
  pkg: FormPackage;
  config: PortalConfig;
  lineExtras?: LineExtras;
}

/** Phone + amount (the CMS form), the line status, the bundle list and the pay button. */
export function RechargeForm({ kind, pkg, config, lineExtras }: RechargeFormProps) {
  const { t } = useTranslation(NS);
  const { t: tv } = useFormTranslate();
  const navigate = useNavigate();
  const toast = useToast();
  const page = PAGES[kind];
  const [minAmount, maxAmount] = page.bounds(config);
  const generic = t('errors.generic', 'Something Went Wrong!');
  const dualCurrencyProducts = useDualCurrencyProducts();

  // Called from the machine's action, after render: `bundles` below is set by then.
  const onPay = (params: PayParams) => {
    const list = bundles.status === 'ready' ? bundles.bundles : [];
    const bundle = params.productCode
      ? list.find((b) => b.productCode === params.productCode)
      : undefined;
    savePaymentSession(
      bundle
        ? bundlePayment(kind, params, bundle, dualCurrencyProducts.has(bundle.productCode))
        : amountPayment(kind, params),
    );
    void navigate('/payment/start');
  };
  const [state, send] = useRechargeLine({
    acceptedLineTypes: page.accepted,
    minAmount,
    maxAmount,
    // Spec section 3: config postpaidHybridCheck turns on the hybrid postpaid check.
    hybridCheck: kind === 'postpaid' && config.postpaidHybridCheck === true,
    onPay,
  });
  const view = state.value as LineView;
  const { phone, lineType, error } = state.context;

  const line = view === 'ready' && page.showBundles ? { msisdn: phone, lineType } : null;
  const bundles = useBundles(line, (text) =>
    toast.show({ type: 'error', message: text || generic }),
  );

  const texts: LineTexts = {
    invalidMobile: message(tv, 'mobile.invalid'),
    generic,
    wrongLineType:
      kind === 'prepaid'
        ? t('prepaid.wrongLineType', 'This number is not a prepaid line')
        : t('postpaid.wrongLineType', 'This number is not a postpaid line'),
    checking: t('line.checking', 'Checking number…'),
    confirmed:
      kind === 'prepaid'
        ? t('prepaid.lineConfirmed', 'Prepaid line confirmed')
        : t('postpaid.lineConfirmed', 'Postpaid line confirmed'),
  };

  const [amount, setAmount] = useState<number | undefined>(undefined);
  const payable = state.can({ type: 'recharge.pay', amount: amount ?? Number.NaN });

  return (
    <div className="recharge__body">
      <div className="recharge__form">
        <SchemaForm
          pkg={pkg}
          liveBounds={{ amount: { minimum: minAmount, maximum: maxAmount } }}
          extraErrors={{ msisdn: phoneError(view, error, texts) }}
          submitDisabled={!payable}
          submitLabel={t('actions.pay', 'Pay')}
          onChange={(data) => {
            const next = typeof data.msisdn === 'string' ? data.msisdn : '';
            if (next !== phone) send({ type: 'phone.change', phone: next });
            setAmount(typeof data.amount === 'number' ? data.amount : undefined);
          }}
          onSubmit={(data) => send({ type: 'recharge.pay', amount: Number(data.amount) })}
        />
        <p className="recharge__status" role="status" aria-live="polite">
          {lineStatus(view, texts)}
        </p>
        {view === 'ready' && lineExtras ? lineExtras({ msisdn: phone, lineType }, config) : null}
      </div>
      {page.showBundles ? (
        <BundleList
          ns="recharge-translation"
          state={bundles}
          disabled={view !== 'ready'}
          onSelect={(b) =>
            send({ type: 'bundle.select', amount: Number(b.amount), productCode: b.productCode })
          }
        />
      ) : null}
    </div>
  );
}
