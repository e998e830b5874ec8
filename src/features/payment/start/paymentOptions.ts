/** Pure rules of the payment start page: order, distinct types, the default method, USD < 1. */
import type { PaymentOption } from '../../../api/wire.ts';
import { METHOD_TYPES, type MethodType } from '../methods/types.ts';
import { methodSegment } from '../methods/registry.ts';
import { paymentMethodPath } from '../../../routes/paths.ts';

const isMethodType = (type: string): type is MethodType =>
  (METHOD_TYPES as readonly string[]).includes(type);

/** Options sorted by name (spec: "sorts them by name"), unknown types dropped. */
export function sortOptions(options: readonly PaymentOption[]): PaymentOption[] {
  return options
    .filter((option) => isMethodType(option.type))
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** One entry per distinct option type, in the order of the sorted options. */
export function distinctTypes(sorted: readonly PaymentOption[]): MethodType[] {
  const seen: MethodType[] = [];
  for (const option of sorted)
    if (isMethodType(option.type) && !seen.includes(option.type)) seen.push(option.type);
  return seen;
}

/** The method opened first: the first card (PG) option, else the first option at all. */
export function defaultType(types: readonly MethodType[]): MethodType | undefined {
  return types.includes('PG') ? 'PG' : types[0];
}

/** PAY-6: dual currency applies from USD 1 (amount / 100); below it only mobile money remains. */
export function usdAmountOf(amount: number): number {
  return amount / 100;
}

/** The options a payer may use: below USD 1 in a dual-currency payment, mobile money (AM) only. */
export function applyUsdFloor(
  sorted: readonly PaymentOption[],
  amount: number,
  dualCurrency: boolean,
): PaymentOption[] {
  if (!dualCurrency || usdAmountOf(amount) >= 1) return [...sorted];
  return sorted.filter((option) => option.type === 'AM');
}

/** The option type a /payment/start/<segment> path names, if any. */
export function typeOfSegment(segment: string | undefined, brand: string): MethodType | undefined {
  if (!segment) return undefined;
  return METHOD_TYPES.find((type) => methodSegment(type, brand) === segment);
}

/** The path of a method's start route. */
export function methodPath(type: MethodType, brand: string): string {
  return paymentMethodPath(methodSegment(type, brand));
}
