import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';

// The map (src/maps, with the keyless plot's outline of Tanzania) loads only for a form that has a
// pin: the theme registers every widget, and most forms have no map.
const MapPin = lazy(() => import('./MapPin.tsx'));

/** A pin the person moves on the portal's map; the field's value is its point (mapPinValue.ts). */
export function MapPinWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <MapPin {...props} />
    </Suspense>
  );
}
