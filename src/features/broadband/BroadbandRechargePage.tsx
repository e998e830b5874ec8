import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PayParams } from '../../../machines/rechargeLine.machine.ts';
import type { PortalConfig } from '../../api/wire.ts';
import { BROADBAND_RECHARGE_CONTENT } from '../../app/routeContent.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { parseFormPackage, type ParseResult } from '../../forms/formPackage.ts';
import { message } from '../../forms/messages.ts';
import { useFormTranslate } from '../../forms/useFormTranslate.ts';
import { savePaymentSession } from '../../session/paymentSession.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { withoutHeading } from '../../forms/packageParts.ts';
import { rechargePayment } from './paymentData.ts';
import { lineViewOf, phoneError } from '../../line/lineMessages.ts';
import { useLineStatus } from '../../line/useLineStatus.ts';
import { useBroadbandLine } from './useBroadbandLine.ts';
import { usePortalConfig } from '../../data/usePortalConfig.ts';
import './broadband.css';
import { PATHS } from '../../routes/paths.ts';
import { useGenericText } from '../../content/useGenericText.ts';

const NS = 'broadband-translation';

/** /broadband-recharge: the router's number and an amount within the prepaid bounds. */
export function BroadbandRechargePage() {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const config = usePortalConfig();
  const cms = useCmsPackage<unknown>('form-prepaid-recharge');
  const pkg = useMemo(
    () => (cms.status === 'ready' ? withoutHeading(parseFormPackage(cms.data)) : null),
    [cms.status, cms.data],
  );
  const { generic, orGeneric } = useGenericText(NS);
  const failure =
    config.status === 'error' ? orGeneric(config.message) : cms.status === 'error' ? generic : '';

  useEffect(() => {
    if (failure) toast.show({ type: 'error', message: failure });
  }, [failure, toast]);

  return (
    <RoutePage className="broadband" content={BROADBAND_RECHARGE_CONTENT}>
      {failure ? (
        <p className="page__muted">
          {t('errors.pageUnavailable', 'This page could not be loaded. Please try again later.')}
        </p>
      ) : config.status === 'ready' && pkg ? (
        <RechargeForm pkg={pkg} config={config.config} />
      ) : (
        <div aria-hidden="true" className="page__stack">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" width="50%" />
        </div>
      )}
    </RoutePage>
  );
}

function RechargeForm({ pkg, config }: { pkg: ParseResult; config: PortalConfig }) {
  const { t } = useTranslation(NS);
  const { t: tv } = useFormTranslate();
  const { generic } = useGenericText(NS);
  const navigate = useNavigate();
  const minAmount = Number(config.preMinAmnt);
  const maxAmount = Number(config.preMaxAmnt);
  const onPay = (params: PayParams) => {
    savePaymentSession(
      rechargePayment({ msisdn: params.msisdn, lineType: params.lineType }, params.amount),
    );
    void navigate(PATHS.paymentStart);
  };
  const [state, send] = useBroadbandLine({ minAmount, maxAmount, onPay });
  const view = lineViewOf(state);
  const { phone, error } = state.context;
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const payable = state.can({ type: 'recharge.pay', amount: amount ?? Number.NaN });
  const texts = {
    invalidMobile: message(tv, 'mobile.invalid'),
    generic,
    wrongLineType: t('line.wrongLineType', 'This number is not a broadband line'),
    checking: t('line.checking', 'Checking number…'),
    confirmed: t('line.confirmed', 'Broadband line confirmed'),
  };
  const refusal = phoneError(view, error, texts);
  const status = useLineStatus(view, texts);
  return (
    <div className="page__stack broadband__form">
      <SchemaForm
        pkg={pkg}
        liveBounds={{ amount: { minimum: minAmount, maximum: maxAmount } }}
        extraErrors={{ msisdn: refusal }}
        submitDisabled={!payable}
        // A11Y-2: a press while the number is checked is said and kept, and pays once it passes.
        waitingFor={view === 'checking' ? texts.checking : undefined}
        submitLabel={t('recharge.pay', 'Pay')}
        onChange={(data) => {
          const next = typeof data.msisdn === 'string' ? data.msisdn : '';
          if (next !== phone) send({ type: 'phone.change', phone: next });
          setAmount(typeof data.amount === 'number' ? data.amount : undefined);
        }}
        onSubmit={(data) => send({ type: 'recharge.pay', amount: Number(data.amount) })}
      />
      <p className="page__status">{status}</p>
    </div>
  );
}
