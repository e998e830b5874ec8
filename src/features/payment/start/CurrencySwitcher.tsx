import { formatMoney } from '../../../ui/index.ts';
import { usePaymentTexts } from '../shared/texts.ts';
import { DUAL_CURRENCIES, type ChargeState } from './useCharge.ts';

/**
 * USD/CDF switcher and conversion display of dual-currency products. A failed conversion shows
 * the lowercase generic text (PAY-7) and keeps USD.
 */
export function CurrencySwitcher({
  currency,
  setCurrency,
  conversion,
}: Omit<ChargeState, 'charge'>) {
  const { t, language } = usePaymentTexts();
  return (
    <div className="payment-currency">
      <fieldset className="choice-group payment-currency__switch">
        <legend>{t('currency.label', 'Pay in')}</legend>
        {DUAL_CURRENCIES.map((code) => (
          <label key={code} className="choice-option">
            <input
              type="radio"
              name="payment-currency"
              value={code}
              checked={currency === code}
              disabled={code === 'CDF' && conversion.status !== 'ready'}
              onChange={() => setCurrency(code)}
            />
            {code}
          </label>
        ))}
      </fieldset>
      <p className="payment-currency__rate" aria-live="polite">
        {conversion.status === 'loading' && t('currency.converting', 'Converting…')}
        {conversion.status === 'error' && (
          <span role="alert">{t('currency.error', 'Something went wrong!')}</span>
        )}
        {conversion.status === 'ready' &&
          t('currency.conversion', '{{from}} = {{to}}', {
            from: formatMoney(conversion.usd, 'USD', language),
            to: formatMoney(conversion.cdf, 'CDF', language),
          })}
      </p>
    </div>
  );
}
