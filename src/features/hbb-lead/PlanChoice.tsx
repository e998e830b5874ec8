import { useEffect, useMemo, useRef, useState } from 'react';
import type { HbbPlan } from '../../../machines/hbbLead.types.ts';
import { useUnitTexts } from '../../bundles/useUnitTexts.ts';
import { withRuntimeOptions } from '../../forms/runtimeOptions.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { shownPackage, useFormPackage } from '../../forms/useFormPackage.ts';
import { formatMoney, Skeleton } from '../../ui/index.ts';
import { planData, planTitle, planValidity } from './planFormat.ts';
import { useHbbText } from './useHbbText.ts';

/** The CMS form package of the plan choice (its words and columns; the plans come from the API). */
export const PLAN_PACKAGE = 'form-hbb-plan';

/** Props of {@link PlanChoice}. */
export interface PlanChoiceProps {
  plans: readonly HbbPlan[];
  selected: HbbPlan | null;
  /** Drawn again after the details step's Back: focus goes to the chosen plan (A11Y-1). */
  backFromDetails?: boolean;
  onSelect: (plan: HbbPlan) => void;
}

/**
 * The plan table of HBB-2: the `plan` field of `form-hbb-plan` (a runtimeTable), fed with
 * the API's plans through the form context. Each row's cells are worded here (units, money); the
 * headings, legend and order are the package's. Picking a row selects the plan at once; Proceed
 * stays the page's, next to Back.
 */
export function PlanChoice({ plans, selected, onSelect, backFromDetails }: PlanChoiceProps) {
  const { text, language } = useHbbText();
  const units = useUnitTexts();
  const pkg = shownPackage(useFormPackage(PLAN_PACKAGE));
  const unlimited = text('plans.unlimited', 'Unlimited');
  const context = useMemo(
    () =>
      withRuntimeOptions({
        plans: plans.map((plan) => ({
          value: plan.productCode,
          label: planTitle(plan),
          description: plan.name ? plan.description : undefined,
          cells: {
            data: planData(plan, unlimited, units),
            validity: planValidity(plan, unlimited, units),
            price: formatMoney(plan.amount, plan.currency, language),
          },
        })),
      }),
    [plans, unlimited, units, language],
  );
  // Read once: the form keeps its own data while mounted (back from the details: still chosen).
  const [formData] = useState(() => (selected ? { plan: selected.productCode } : undefined));
  // A11Y-1: back from the details step, the Back button the person pressed is gone: focus goes
  // to the plan they chose, where they left the plan step.
  const [returning] = useState(() => backFromDetails === true);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!returning || !pkg) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('input:checked') ?? form?.querySelector('input'))?.focus();
  }, [returning, pkg]);
  if (!pkg) return <Skeleton height="8rem" />;
  return (
    <div className="hbb-plan-form" ref={formRef}>
      <SchemaForm
        pkg={pkg}
        formData={formData}
        formContext={context}
        hideSubmit
        onSubmit={() => undefined}
        onChange={(data) => {
          const plan = plans.find((p) => p.productCode === data.plan);
          if (plan && plan.productCode !== selected?.productCode) onSelect(plan);
        }}
      />
    </div>
  );
}
