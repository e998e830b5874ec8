/**
 * The forms of the wallet screens: the CMS form (or its placeholder), the phone + email form of
 * airtime and MPESA, the wallet-number form of mobile money and SmartCash, and the Cancel button
 * back to the page that asked for payment.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { SchemaForm, type SchemaFormProps } from '../../../../forms/SchemaForm.tsx';
import { Button } from '../../../../ui/index.ts';
import type { MethodProps } from '../types.ts';
import { emailReadOnlyForEnterprise, prefill } from './formTweaks.ts';
import { FormPlaceholder } from './PaymentDialogs.tsx';
import type { MethodName } from './tracking.ts';
import { useFormPackage, type FormPackageState } from '../../../../forms/useFormPackage.ts';
import { usePaymentText } from './usePaymentText.ts';

/** Each wallet method's CMS form package and the text key of its submit button. */
const WALLET_FORMS: Record<MethodName, { name: string; submit: string }> = {
  airtime: { name: 'form-airtime', submit: 'airtime.submit' },
  mpesa: { name: 'form-mpesa', submit: 'mpesa.submit' },
  mobile_money: { name: 'form-mobile-wallet', submit: 'mobileMoney.submit' },
  smartcash: { name: 'form-smartcash', submit: 'smartcash.submit' },
};

/** What a wallet form reads of its machine: the method, and whether it waits for the form. */
interface FormOf {
  method: MethodName;
  state: string;
}

/** The method's form package, its submit label, and `disabled` outside the `form` state. */
function useWalletFormParts(wallet: FormOf) {
  const { text } = usePaymentText();
  const { name, submit } = WALLET_FORMS[wallet.method];
  return {
    form: useFormPackage(name),
    submitLabel: text(submit),
    disabled: wallet.state !== 'form',
  };
}

/** The method's CMS form once loaded; the placeholder (or its failure) until then. */
export function WalletForm({
  form,
  ...props
}: { form: FormPackageState } & Omit<SchemaFormProps, 'pkg'>) {
  return form.status === 'ready' ? (
    <SchemaForm pkg={form.pkg} {...props} />
  ) : (
    <FormPlaceholder failed={form.status === 'error'} />
  );
}

/** The number a wallet form holds in its `phone` field. */
const phoneOf = (data: Record<string, unknown>) => String(data.phone ?? '');

/** Props of {@link PhoneEmailForm}. */
export interface PhoneEmailFormProps extends Pick<MethodProps, 'session' | 'enterprise'> {
  /** The machine: a valid submit is its `form.submit`. */
  wallet: FormOf & {
    send: (event: { type: 'form.submit'; paymentMobile: string; email: string }) => void;
  };
}

/** Number and email, prefilled from the session; the email is read-only for enterprise broadband. */
export function PhoneEmailForm({ session, enterprise, wallet }: PhoneEmailFormProps) {
  const { form, ...parts } = useWalletFormParts(wallet);
  const initial = useMemo(
    () => prefill(session.msisdn, session.emailId),
    [session.msisdn, session.emailId],
  );
  const shown = useMemo(
    (): FormPackageState =>
      form.status === 'ready'
        ? { status: 'ready', pkg: emailReadOnlyForEnterprise(form.pkg, enterprise) }
        : form,
    [form, enterprise],
  );
  return (
    <WalletForm
      form={shown}
      formData={initial}
      onSubmit={(data) => {
        const email = String(data.email ?? '');
        wallet.send({ type: 'form.submit', paymentMobile: phoneOf(data), email });
      }}
      {...parts}
    />
  );
}

/** Props of {@link PhoneForm}. */
export interface PhoneFormProps extends Pick<SchemaFormProps, 'extraErrors'> {
  wallet: FormOf;
  /** The number the form starts with (the session's). */
  msisdn: string;
  /** Each change of the number while it is typed. */
  onPhone?: (phone: string) => void;
  /** The number of a valid submit. */
  onSubmit: (phone: string) => void;
}

/** The wallet number alone, prefilled from the session. */
export function PhoneForm({ wallet, msisdn, onPhone, onSubmit, extraErrors }: PhoneFormProps) {
  const { form, ...parts } = useWalletFormParts(wallet);
  const initial = useMemo(() => prefill(msisdn), [msisdn]);
  return (
    <WalletForm
      form={form}
      formData={initial}
      extraErrors={extraErrors}
      onChange={onPhone && ((data) => onPhone(phoneOf(data)))}
      onSubmit={(data) => onSubmit(phoneOf(data))}
      {...parts}
    />
  );
}

/** Cancel: back to the page that asked for the payment (session redirectPage). */
export function CancelPayment({
  redirectPage,
  disabled,
}: {
  redirectPage: string;
  disabled: boolean;
}) {
  const { text } = usePaymentText();
  const navigate = useNavigate();
  return (
    <div className="payment-method__actions">
      <Button variant="secondary" disabled={disabled} onClick={() => navigate(redirectPage)}>
        {text('common.cancel')}
      </Button>
    </div>
  );
}
