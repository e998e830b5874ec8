/**
 * The parts the wallet screens lay out alike: the CMS form (or its placeholder), the phone +
 * email form of airtime and MPESA, and the Cancel button back to the page that asked for payment.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { SchemaForm, type SchemaFormProps } from '../../../../forms/SchemaForm.tsx';
import { Button } from '../../../../ui/index.ts';
import type { MethodProps } from '../types.ts';
import { emailReadOnlyForEnterprise, prefill } from './formTweaks.ts';
import { FormPlaceholder } from './PaymentDialogs.tsx';
import type { FormPackageState } from './useFormPackage.ts';
import { usePaymentText } from './usePaymentText.ts';

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

/** Props of {@link PhoneEmailForm}. */
export interface PhoneEmailFormProps extends Pick<MethodProps, 'session' | 'enterprise'> {
  form: FormPackageState;
  submitLabel: string;
  disabled: boolean;
  onSubmit: (paymentMobile: string, email: string) => void;
}

/** Number and email, prefilled from the session; the email is read-only for enterprise broadband. */
export function PhoneEmailForm({
  form,
  session,
  enterprise,
  onSubmit,
  ...props
}: PhoneEmailFormProps) {
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
      onSubmit={(data) => onSubmit(String(data.phone ?? ''), String(data.email ?? ''))}
      {...props}
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
