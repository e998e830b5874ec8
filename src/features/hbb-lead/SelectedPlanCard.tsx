import { useId } from 'react';
import type { HbbPlan } from '../../../machines/hbbLead.types.ts';
import { useUnitTexts } from '../../bundles/useUnitTexts.ts';
import { DetailList, formatMoney } from '../../ui/index.ts';
import { planData, planTitle, planValidity } from './planFormat.ts';
import { useHbbText } from './useHbbText.ts';

/** The 'Selected Plan' card: what the person chose, or a hint to choose one. */
export function SelectedPlanCard({ plan }: { plan: HbbPlan | null }) {
  const { text, language } = useHbbText();
  const units = useUnitTexts();
  const headingId = useId();
  const unlimited = text('plans.unlimited', 'Unlimited');
  const rows: [string, string][] = plan
    ? [
        [
          text('plans.description', 'Plan'),
          plan.name ? `${plan.name}: ${plan.description}` : plan.description,
        ],
        [text('plans.data', 'Data'), planData(plan, unlimited, units)],
        [text('plans.validity', 'Validity'), planValidity(plan, unlimited, units)],
        [text('plans.price', 'Price'), formatMoney(plan.amount, plan.currency, language)],
      ]
    : [];
  return (
    <section className="hbb-card hbb-selected" aria-labelledby={headingId} aria-live="polite">
      <h2 id={headingId}>{text('selected.title', 'Selected Plan')}</h2>
      {plan ? (
        <>
          <p className="hbb-selected__name">{planTitle(plan)}</p>
          <DetailList className="hbb-selected__list" rows={rows.filter(([, value]) => value)} />
        </>
      ) : (
        <p>{text('selected.none', 'No plan selected yet. Choose one from the table.')}</p>
      )}
    </section>
  );
}
