import { useMemo, useState, type ReactNode } from 'react';
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
import { lineViewOf, phoneError, type LineTexts } from '../../line/lineMessages.ts';
import { useLineStatus } from '../../line/useLineStatus.ts';
import { amountPayment, bundlePayment, type RechargeKind } from './paymentData.ts';
import { useBundles } from '../../bundles/useBundles.ts';
import { useDualCurrencyProducts } from './useDualCurrencyProducts.ts';
import { useLineCheck } from '../../line/useLineCheck.ts';
import { OtherAmount } from './OtherAmount.tsx';
import { pickFields } from '../../forms/packageParts.ts';
import { PATHS } from '../../routes/paths.ts';
import { useGenericText } from '../../content/useGenericText.ts';

const NS = 'recharge-translation';

/**
 * Per page: accepted line types, config bounds, whether the line's bundles are offered, and
 * whether the amount waits below the line's extras (the postpaid bill choice) instead of sitting
 * under the number.
 */
const PAGES: Record<
  RechargeKind,
  {
    accepted: string[];
    bounds: (c: PortalConfig) => [number, number];
    showBundles: boolean;
    amountAfterExtras: boolean;
  }
> = {
  prepaid: {
    accepted: ['PREPAID'],
    bounds: (c) => [Number(c.preMinAmnt), Number(c.preMaxAmnt)],
    showBundles: true,
    amountAfterExtras: false,
  },
  // REC-11: postpaid bundles are hidden. The bill is looked up first (BILL-1, BILL-6,
  // "Bill fetch"): an empty amount field above the bill choice would ask for a number the
  // customer does not know yet.
  postpaid: {
    accepted: ['POSTPAID', 'HYBRID'],
    bounds: (c) => [Number(c.postMinAmnt), Number(c.postMaxAmnt)],
    showBundles: false,
    amountAfterExtras: true,
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
  const { generic, orGeneric } = useGenericText(NS);
  // Only the bundle list sells dual-currency products: the postpaid page asks nothing.
  const dualCurrencyProducts = useDualCurrencyProducts(page.showBundles);

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
    void navigate(PATHS.paymentStart);
  };
  const [state, send] = useLineCheck({
    acceptedLineTypes: page.accepted,
    minAmount,
    maxAmount,
    // REC-5: config postpaidHybridCheck turns on the hybrid postpaid check.
    hybridCheck: kind === 'postpaid' && config.postpaidHybridCheck === true,
    onPay,
  });
  const view = lineViewOf(state);
  const { phone, lineType, error } = state.context;

  const line = view === 'ready' && page.showBundles ? { msisdn: phone, lineType } : null;
  const bundles = useBundles(line, (text) =>
    toast.show({ type: 'error', message: orGeneric(text) }),
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
  const split = page.amountAfterExtras;
  const parts = useMemo(
    () =>
      split ? { phone: pickFields(pkg, ['msisdn']), amount: pickFields(pkg, ['amount']) } : null,
    [split, pkg],
  );
  const status = useLineStatus(view, texts);
  const refusal = phoneError(view, error, texts);
  const pay = (value: number) => send({ type: 'recharge.pay', amount: value });

  return (
    <div className="page__columns">
      <div className="page__stack">
        <SchemaForm
          pkg={parts ? parts.phone : pkg}
          liveBounds={parts ? undefined : { amount: { minimum: minAmount, maximum: maxAmount } }}
          extraErrors={{ msisdn: refusal }}
          hideSubmit={!!parts}
          submitDisabled={!payable}
          waitingFor={view === 'checking' ? texts.checking : undefined}
          submitLabel={t('actions.pay', 'Pay')}
          onChange={(data) => {
            const next = typeof data.msisdn === 'string' ? data.msisdn : '';
            if (next !== phone) {
              send({ type: 'phone.change', phone: next });
              // The amount of another number's bill is not this one's.
              if (parts) setAmount(undefined);
            }
            if (!parts) setAmount(typeof data.amount === 'number' ? data.amount : undefined);
          }}
          // With the amount elsewhere, Enter in the number field has nothing to pay yet.
          onSubmit={(data) => (parts ? undefined : pay(Number(data.amount)))}
        />
        <p className="page__status">{status}</p>
        {view === 'ready' && lineExtras ? lineExtras({ msisdn: phone, lineType }, config) : null}
        {view === 'ready' && parts ? (
          <OtherAmount
            // A new number, a new amount; its own key, as the page's bill look-up beside it is
            // keyed by the number too (two siblings with one key warn and may be mixed up).
            key={`amount-${phone}`}
            pkg={parts.amount}
            minAmount={minAmount}
            maxAmount={maxAmount}
            payable={payable}
            onAmountChange={setAmount}
            onPay={pay}
          />
        ) : null}
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
