/** How a plan's columns read (HBB-2: data with unit, validity with unit, currency and amount). */
import type { HbbPlan } from '../../../machines/hbbLead.types.ts';
import type { UnitTexts } from '../../bundles/units.ts';

/** '500 GB' ('GB 500' in Swahili), 'Unlimited' for an unlimited allowance, '' when none. */
export function planData(plan: HbbPlan, unlimited: string, units: UnitTexts): string {
  return units.quantity(plan.data, plan.dataUnit, unlimited);
}

/** '30 Days' ('Siku 30' in Swahili); validity -1 means Unlimited (HBB-2). */
export function planValidity(plan: HbbPlan, unlimited: string, units: UnitTexts): string {
  return units.validity(plan.validity, plan.validityUnit, unlimited);
}

/** The plan's title: its name, or its description when it has none. */
export function planTitle(plan: HbbPlan): string {
  return plan.name?.trim() || plan.description;
}
