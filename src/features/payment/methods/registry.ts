import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MethodProps, MethodType } from './types.ts';

/**
 * One form per option type, each its own chunk so a card payer never downloads the SmartCash
 * code. The start route of each type is `methodRoutes` (brand-money comes from configuration).
 */
export const methodComponents: Record<
  MethodType,
  LazyExoticComponent<ComponentType<MethodProps>>
> = {
  PG: lazy(() => import('./card/CardMethod.tsx')),
  AM: lazy(() => import('./mobile-money/MobileMoneyMethod.tsx')),
  airtime: lazy(() => import('./airtime/AirtimeMethod.tsx')),
  smartcash: lazy(() => import('./smartcash/SmartCashMethod.tsx')),
  mpesa: lazy(() => import('./mpesa/MpesaMethod.tsx')),
};

/** Path segment under /payment/start/ for each option type. */
export function methodSegment(type: MethodType, brand: string): string {
  switch (type) {
    case 'PG':
      return 'card';
    case 'AM':
      return `${brand}-money`;
    default:
      return type;
  }
}
