import type { PaymentOption } from '../../../../api/wire.ts';
import { usePaymentTexts } from '../../shared/texts.ts';

/** Props of {@link GatewayChoice}. */
export interface GatewayChoiceProps {
  options: readonly PaymentOption[];
  value: string;
  onChange: (gateway: string) => void;
  disabled?: boolean;
}

/** The radio list of card gateways (the PG options: Paystack, Selcom ...). */
export function GatewayChoice({ options, value, onChange, disabled }: GatewayChoiceProps) {
  const { t } = usePaymentTexts();
  return (
    <fieldset className="payment-gateways" disabled={disabled}>
      <legend>{t('card.gateway', 'Choose a payment gateway')}</legend>
      {options.map((option) => (
        <label key={option.name} className="payment-radio">
          <input
            type="radio"
            name="card-gateway"
            value={option.name}
            checked={value === option.name}
            onChange={() => onChange(option.name)}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}
