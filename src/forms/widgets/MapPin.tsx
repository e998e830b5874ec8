import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { HOME_BROADBAND_ZOOM, nearestPlace, PortalMap } from '../../maps/index.ts';
import { pinPoint, pinText, type PinPoint } from '../mapPinValue.ts';
import { runtimeOptionsOf } from '../runtimeOptions.ts';

const words = (option: unknown) => (typeof option === 'string' ? option : '');

/** `{{name}}` of a package's words filled in. */
const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/**
 * The map-pin field: the portal's map (Google's with a key, the keyless plot without) named by the
 * field's title, with one pin the person moves by arrow keys, a tap or a drag, and a polite line
 * naming the nearest place. The places are the run-time list named by `optionsFrom`, each with its
 * `point`: the map keeps them in view and the pin starts at the first (the screen puts the
 * person's own town first). The package words the pin (`pinTitle`), how to move it (`pinHint`)
 * and the nearest-place line (`nearestText`, with `{{town}}` and `{{km}}`). A move is a change of
 * the field to the new point; the screen may keep it in bounds by changing the form data.
 */
export default function MapPin({ id, value, label, options, registry, onChange }: WidgetProps) {
  const places = runtimeOptionsOf(registry.formContext, options.optionsFrom).flatMap((option) =>
    option.point ? [{ name: option.label, ...option.point }] : [],
  );
  const first = places[0];
  const at = pinPoint(value) ? String(value) : first ? pinText(first) : '';
  if (!at) return null;
  return (
    <div id={id} className="map-pin">
      <PinMap at={at} places={places} label={label} options={options} onChange={onChange} />
    </div>
  );
}

/** The map with the pin at `at` (a pin field's text) and the nearest-place line. */
function PinMap({
  at,
  places,
  label,
  options,
  onChange,
}: Pick<WidgetProps, 'label' | 'options' | 'onChange'> & {
  at: string;
  places: readonly (PinPoint & { name: string })[];
}) {
  // One object per point, so a change elsewhere in the form does not re-centre Google's map.
  const position = useMemo(() => pinPoint(at) ?? { lat: 0, lng: 0 }, [at]); // `at` holds a point: MapPin checked
  const nearest = nearestPlace(pinPoint(at) ?? position, places);
  return (
    <>
      <PortalMap
        center={position}
        zoom={HOME_BROADBAND_ZOOM}
        markers={[]}
        fitTo={places}
        pin={{
          position,
          title: words(options.pinTitle),
          hint: words(options.pinHint),
          onMove: (to) => onChange(pinText(to)),
        }}
        label={label}
      />
      <p aria-live="polite">
        {nearest
          ? fillIn(words(options.nearestText), { town: nearest.place.name, km: nearest.km })
          : ''}
      </p>
    </>
  );
}
