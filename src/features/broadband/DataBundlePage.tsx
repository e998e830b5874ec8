import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { PayParams } from '../../../machines/rechargeLine.machine.ts';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { DATA_BUNDLE_CONTENT } from '../../app/routeContent.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { useOutcomeText } from '../../content/useOutcomeText.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { parseFormPackage } from '../../forms/formPackage.ts';
import { message } from '../../forms/messages.ts';
import { useFormTranslate } from '../../forms/useFormTranslate.ts';
import { savePaymentSession } from '../../session/paymentSession.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { ActiveBundlesDialog } from './ActiveBundlesDialog.tsx';
import { BundleList } from '../../bundles/BundleList.tsx';
import { onlyFields } from '../../forms/packageParts.ts';
import { OtpDialog } from '../../otp/OtpDialog.tsx';
import { bundlePayment } from './paymentData.ts';
import { useBalanceCheck } from './useBalanceCheck.ts';
import { BROADBAND_SERVICE_TYPE, useBundles } from '../../bundles/useBundles.ts';
import { lineViewOf, phoneError } from '../../line/lineMessages.ts';
import { useLineStatus } from '../../line/useLineStatus.ts';
import { useBroadbandLine } from './useBroadbandLine.ts';
import { useAnnounced } from '../../ui/announcer/useAnnounced.ts';
import './broadband.css';
import { PATHS } from '../../routes/paths.ts';
import { useGenericText } from '../../content/useGenericText.ts';

const NS = 'broadband-translation';

/** /data-bundle: the router's number, its data balance (OTP first) and its data bundles. */
export function DataBundlePage() {
  const { t } = useTranslation(NS);
  const { t: tv } = useFormTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { generic, orGeneric } = useGenericText(NS);
  const cms = useCmsPackage<unknown>('form-prepaid-recharge');
  // The page asks only for the number: the phone field of the recharge package.
  const pkg = useMemo(
    () => (cms.status === 'ready' ? onlyFields(parseFormPackage(cms.data), ['msisdn']) : null),
    [cms.status, cms.data],
  );

  const onPay = (params: PayParams) => {
    const bundle =
      bundles.status === 'ready'
        ? bundles.bundles.find((b) => b.productCode === params.productCode)
        : undefined;
    if (!bundle) return;
    savePaymentSession(bundlePayment({ msisdn: params.msisdn, lineType: params.lineType }, bundle));
    void navigate(PATHS.paymentStart);
  };
  const [line, sendLine] = useBroadbandLine({ minAmount: 0, maxAmount: 0, onPay });
  const view = lineViewOf(line);
  const { phone, lineType, error: lineError } = line.context;
  const bundles = useBundles(
    view === 'ready' ? { msisdn: phone, lineType } : null,
    (text) => toast.show({ type: 'error', message: orGeneric(text) }),
    BROADBAND_SERVICE_TYPE,
  );

  const [balance, sendBalance] = useBalanceCheck();
  const balanceError = balance.context.error;
  const balanceText = useOutcomeText('balance');
  useEffect(() => {
    if (balanceError) toast.show({ type: 'error', message: balanceText(balanceError) });
  }, [balanceError, balanceText, toast]);

  useEffect(() => {
    if (cms.status === 'error') toast.show({ type: 'error', message: generic });
  }, [cms.status, generic, toast]);

  const texts = {
    invalidMobile: message(tv, 'mobile.invalid'),
    generic,
    wrongLineType: t('line.wrongLineType', 'This number is not a broadband line'),
    checking: t('line.checking', 'Checking number…'),
    confirmed: t('line.confirmed', 'Broadband line confirmed'),
  };
  const otpActor = balance.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  const refusal = phoneError(view, lineError, texts);
  const status = useLineStatus(view, texts);
  const balanceLoading = balance.hasTag('busy')
    ? t('balance.loading', 'Checking your balance…')
    : '';
  // A11Y-3: the balance query is said on its own; the line's result is not said again after it.
  useAnnounced(balanceLoading);

  return (
    <RoutePage className="broadband" content={DATA_BUNDLE_CONTENT}>
      <div className="page__columns">
        <div className="page__stack broadband__form">
          {pkg ? (
            <SchemaForm
              pkg={pkg}
              submitLabel={t('dataBundle.checkBalance', 'Check balance')}
              // A11Y-2: while a balance check runs the number keeps focus (read-only).
              readonly={!balance.hasTag('checkAvailable')}
              extraErrors={{ msisdn: refusal }}
              submitDisabled={view !== 'ready'}
              waitingFor={view === 'checking' ? texts.checking : undefined}
              onChange={(data) => {
                const next = typeof data.msisdn === 'string' ? data.msisdn : '';
                if (next !== phone) sendLine({ type: 'phone.change', phone: next });
              }}
              onSubmit={() => sendBalance({ type: 'balance.check', msisdn: phone })}
            />
          ) : (
            <div aria-hidden="true" className="page__stack">
              <Skeleton height="3rem" />
              <Skeleton height="3rem" width="50%" />
            </div>
          )}
          <p className="page__status">{balanceLoading || status}</p>
        </div>
        <BundleList
          ns="broadband-translation"
          state={bundles}
          disabled={view !== 'ready'}
          onSelect={(b) =>
            sendLine({
              type: 'bundle.select',
              amount: Number(b.amount),
              productCode: b.productCode,
            })
          }
        />
      </div>
      {balance.hasTag('otpOpen') && otpActor ? (
        <OtpDialog actor={otpActor} flow="broadband" />
      ) : null}
      {balance.hasTag('balancesShown') ? (
        <ActiveBundlesDialog
          msisdn={balance.context.msisdn}
          balances={balance.context.balances}
          onClose={() => sendBalance({ type: 'modal.close' })}
        />
      ) : null}
    </RoutePage>
  );
}
