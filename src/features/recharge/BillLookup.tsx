import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { BillFetchTag, BillPayParams } from '../../../machines/billFetch.machine.ts';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import type { PortalConfig } from '../../api/wire.ts';
import { useLanguage } from '../../content/useCmsPackage.ts';
import { savePaymentSession } from '../../session/paymentSession.ts';
import { Button } from '../../ui/Button.tsx';
import { formatMoney } from '../../ui/formatMoney.ts';
import { useToast } from '../../ui/toastContext.ts';
import { useAnnounced } from '../../ui/announcer/useAnnounced.ts';
import { AccountModal } from './AccountModal.tsx';
import { OtpDialog } from '../../otp/OtpDialog.tsx';
import { amountPayment } from './paymentData.ts';
import { useBillFetch } from './useBillFetch.ts';
import { PATHS } from '../../routes/paths.ts';
import { useGenericText } from '../../content/useGenericText.ts';

const NS = 'recharge-translation';

/** Props of {@link BillLookup}. */
export interface BillLookupProps {
  msisdn: string;
  lineType: string;
  config: PortalConfig;
}

/** Postpaid bill lookup (OTP or account number), the outstanding amount, and paying it. */
export function BillLookup({ msisdn, lineType, config }: BillLookupProps) {
  const { t } = useTranslation(NS);
  const { orGeneric } = useGenericText(NS);
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const onPay = ({ amount }: BillPayParams) => {
    savePaymentSession(amountPayment('postpaid', { msisdn, lineType, amount }));
    void navigate(PATHS.paymentStart);
  };
  const [state, send] = useBillFetch(
    { msisdn, higherValueFeature: config['beta.amountToHigherValueFeature'] === true },
    onPay,
  );
  const { error, bill } = state.context;
  // The machine's tags say what shows (machines/billFetch.machine.ts BillFetchTag).
  const has = (tag: BillFetchTag) => state.hasTag(tag);
  const idleError = has('choosing') && error ? orGeneric(error.message) : '';

  useEffect(() => {
    if (idleError) toast.show({ type: 'error', message: idleError });
  }, [idleError, toast]);

  const otp = state.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
  const money = (n: number) => formatMoney(n, 'TZS', language);
  const lookupBusy = has('fetching');
  const shownBill = bill && has('billShown') ? bill : null;
  const outstanding = t('postpaid.outstanding', 'Outstanding amount');
  // A11Y-3: the bill arriving (the dialog that fetched it closes) is said once.
  useAnnounced(shownBill ? `${outstanding}: ${money(shownBill.amountToPay)}` : undefined);

  return (
    <div className="bill-lookup">
      <h2>{t('postpaid.billTitle', 'Your bill')}</h2>
      <div className="bill-lookup__actions">
        <Button variant="secondary" busy={lookupBusy} onClick={() => send({ type: 'bill.viaOtp' })}>
          {t('postpaid.viaOtp', 'Get bill via OTP')}
        </Button>
        <Button
          variant="secondary"
          disabled={lookupBusy}
          onClick={() => send({ type: 'bill.viaAccount' })}
        >
          {t('postpaid.viaAccount', 'Use account number')}
        </Button>
      </div>
      {shownBill ? (
        <div className="card bill-lookup__bill">
          <p>
            {outstanding}: <strong>{money(shownBill.amountToPay)}</strong>
          </p>
          {shownBill.roundedUp ? (
            <p className="page__muted">
              {t(
                'postpaid.roundedNote',
                'Your bill of {{exact}} is rounded up to {{rounded}}, because payments are made in whole shillings.',
                {
                  exact: money(shownBill.totalOutstanding),
                  rounded: money(shownBill.amountToPay),
                },
              )}
            </p>
          ) : null}
          <Button onClick={() => send({ type: 'bill.pay', amount: shownBill.amountToPay })}>
            {t('postpaid.payBill', 'Pay {{amount}}', { amount: money(shownBill.amountToPay) })}
          </Button>
        </div>
      ) : null}
      {has('otpOpen') && otp ? (
        // The note names the page's number as typed (the invoice OTP machine keeps its own form).
        <OtpDialog
          actor={otp}
          flow="bill"
          msisdn={msisdn}
          onClose={() => send({ type: 'modal.close' })}
        />
      ) : null}
      {has('accountEditing') || has('accountChecking') ? (
        <AccountModal
          busy={has('accountChecking')}
          serverError={has('accountEditing') && error ? orGeneric(error.message) : undefined}
          rejectedAccountNo={state.context.accountNo}
          onSubmit={(accountNo) => send({ type: 'account.submit', accountNo })}
          onClose={() => send({ type: 'modal.close' })}
        />
      ) : null}
    </div>
  );
}
