import { useId } from 'react';
import type { HbbPlan } from '../../../machines/hbbLead.types.ts';
import { useUnitTexts } from '../../bundles/useUnitTexts.ts';
import { formatMoney } from '../../ui/index.ts';
import { planData, planTitle, planValidity } from './planFormat.ts';
import { useHbbText } from './useHbbText.ts';

/** Props of {@link PlanTable}. */
export interface PlanTableProps {
  plans: readonly HbbPlan[];
  selected: HbbPlan | null;
  onSelect: (plan: HbbPlan) => void;
  disabled?: boolean;
}

/**
 * The plan table of spec section 2 as one radio group (fieldset + legend): a radio per row,
 * labelled by the plan's name; data, validity and price describe it.
 */
export function PlanTable({ plans, selected, onSelect, disabled }: PlanTableProps) {
  const { text, language } = useHbbText();
  const units = useUnitTexts();
  const baseId = useId();
  const unlimited = text('plans.unlimited', 'Unlimited');
  return (
    <fieldset className="hbb-card hbb-plans" disabled={disabled}>
      <legend>{text('plans.legend', 'Choose a plan')}</legend>
      {plans.length === 0 ? (
        <p>{text('plans.empty', 'No plans are available right now. Please try again later.')}</p>
      ) : (
        // Narrow phones scroll the table sideways instead of the whole page.
        <div className="hbb-plans__scroll">
          <table className="hbb-plans__table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{text('plans.select', 'Select')}</span>
                </th>
                <th scope="col">{text('plans.description', 'Plan')}</th>
                <th scope="col">{text('plans.data', 'Data')}</th>
                <th scope="col">{text('plans.validity', 'Validity')}</th>
                <th scope="col">{text('plans.price', 'Price')}</th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan, index) => {
                const id = `${baseId}-${index}`;
                const checked = selected?.productCode === plan.productCode;
                return (
                  <tr
                    key={plan.productCode}
                    className={checked ? 'hbb-plans__row is-selected' : 'hbb-plans__row'}
                  >
                    <td>
                      <input
                        type="radio"
                        id={id}
                        name={`${baseId}-plan`}
                        value={plan.productCode}
                        checked={checked}
                        aria-describedby={`${id}-desc ${id}-data ${id}-validity ${id}-price`}
                        onChange={() => onSelect(plan)}
                      />
                    </td>
                    <td>
                      <label htmlFor={id} className="hbb-plans__name">
                        {planTitle(plan)}
                      </label>
                      {plan.name ? (
                        <span id={`${id}-desc`} className="hbb-plans__desc">
                          {plan.description}
                        </span>
                      ) : (
                        <span id={`${id}-desc`} hidden />
                      )}
                    </td>
                    <td id={`${id}-data`}>{planData(plan, unlimited, units)}</td>
                    <td id={`${id}-validity`}>{planValidity(plan, unlimited, units)}</td>
                    <td id={`${id}-price`}>{formatMoney(plan.amount, plan.currency, language)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}
