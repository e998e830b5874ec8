/** How a plan's columns read (spec section 2: data with unit, validity with unit, currency and amount). */
import type { HbbPlan } from '../../../machines/hbbLead.types.ts';

/** '500 GB', 'Unlimited' for an unlimited allowance, '' when the plan has none. */
export function planData(plan: HbbPlan, unlimited: string): string {
  const data = (plan.data ?? '').trim();
  if (!data) return '';
  if (/^unlimited$/i.test(data)) return unlimited;
  return [data, plan.dataUnit ?? ''].join(' ').trim();
}

/** '30 Days'; validity -1 means Unlimited (spec section 3). */
export function planValidity(plan: HbbPlan, unlimited: string): string {
  if (plan.validity === -1) return unlimited;
  if (plan.validity === undefined || !Number.isFinite(plan.validity)) return '';
  return [String(plan.validity), plan.validityUnit ?? ''].join(' ').trim();
}

/** The plan's title: its name, or its description when it has none. */
export function planTitle(plan: HbbPlan): string {
  return plan.name?.trim() || plan.description;
}
