import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import type { FormPackage } from '../../forms/formPackage.ts';

const NS = 'recharge-translation';

/** Props of {@link OtherAmount}. */
export interface OtherAmountProps {
  /** The amount part of the page's form package. */
  pkg: FormPackage;
  minAmount: number;
  maxAmount: number;
  /** The line machine's answer to 'may this amount be paid now?'. */
  payable: boolean;
  onAmountChange: (amount: number | undefined) => void;
  onPay: (amount: number) => void;
}

/**
 * The postpaid page's own amount, offered below the bill choice: after the bill has been looked
 * up (or instead of it) the customer may pay a part or more of it.
 */
export function OtherAmount(props: OtherAmountProps) {
  const { pkg, minAmount, maxAmount, payable, onAmountChange, onPay } = props;
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <section className="recharge__other-amount" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('postpaid.otherAmount', 'Pay another amount')}</h2>
      <SchemaForm
        pkg={pkg}
        liveBounds={{ amount: { minimum: minAmount, maximum: maxAmount } }}
        submitDisabled={!payable}
        submitLabel={t('actions.pay', 'Pay')}
        onChange={(data) =>
          onAmountChange(typeof data.amount === 'number' ? data.amount : undefined)
        }
        onSubmit={(data) => onPay(Number(data.amount))}
      />
    </section>
  );
}
