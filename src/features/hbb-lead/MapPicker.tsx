import { useMemo, useState } from 'react';
import { pinPoint, pinText, type PinPoint } from '../../forms/mapPinValue.ts';
import { withRuntimeOptions } from '../../forms/runtimeOptions.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { shownPackage, useFormPackage } from '../../forms/useFormPackage.ts';
import { nearestPlace } from '../../maps/index.ts';
import { Button } from '../../ui/index.ts';
import { isInTanzania, keptInTanzania, KNOWN_PLACES, placesFor } from './knownPlaces.ts';
import { useHbbText } from './useHbbText.ts';

/** A place picked on the map (or its keyless stand-in). */
export interface PickedPlace {
  lat: number;
  lng: number;
  address: string;
}

/**
 * The map picker's form package: the pin on the map (`pin`), the towns (`town`) and the typed
 * coordinates (`lat`, `lng`), worded and ordered by the CMS in EN and SW.
 */
export const COORDINATES_PACKAGE = 'form-hbb-coordinates';

type PickerData = Record<string, unknown>;

/**
 * The map picker, used when geocoding found nothing (HBB-5, HBB-6): a pin that starts at the
 * person's town and moves by arrow keys, a tap or (on Google's map) a drag, named after the
 * nearest town of the town list; or a town of that list as a radio (the person's town first); or
 * typed coordinates, applied by the package's submit ('Use this place'). The last of the three
 * is the place; then Continue. The fields are the package's; this screen gives them the towns and
 * keeps the three in step: a town moves the pin, a moved pin or typed point clears the town.
 */
export function MapPicker({
  town,
  onContinue,
}: {
  town: string;
  onContinue: (place: PickedPlace) => void;
}) {
  const { text } = useHbbText();
  const towns = useMemo(
    () =>
      withRuntimeOptions({
        towns: placesFor(town).map(({ name, lat, lng }) => ({
          value: name,
          label: name,
          point: { lat, lng },
        })),
      }),
    [town],
  );
  const [data, setData] = useState<PickerData>({});
  const [chosen, setChosen] = useState<PickedPlace | null>(null);
  const [outside, setOutside] = useState(false);
  const pkg = shownPackage(useFormPackage(COORDINATES_PACKAGE));

  /** `point` is the place, named `address`; the pin goes there and no town stays ticked. */
  const choose = (next: PickerData, point: PinPoint, address: string) => {
    setData({ ...next, town: undefined, pin: pinText(point) });
    setChosen({ ...point, address });
  };
  const change = (next: PickerData) => {
    const place = KNOWN_PLACES.find((known) => known.name === next.town);
    const moved = next.pin !== data.pin ? pinPoint(next.pin) : undefined;
    if (place && next.town !== data.town) {
      setData({ ...next, pin: pinText(place) });
      setChosen({ lat: place.lat, lng: place.lng, address: place.name });
    } else if (moved) {
      // The pin was moved: the place is the pin's point, named after the nearest town.
      const point = keptInTanzania(moved);
      const near = nearestPlace(point, KNOWN_PLACES)?.place.name ?? '';
      choose(next, point, text('address.nearTown', 'Near {{town}}', { town: near }));
    } else setData(next);
  };
  const applyTyped = (next: PickerData) => {
    const lat = Number(next.lat);
    const lng = Number(next.lng);
    setOutside(!isInTanzania(lat, lng));
    if (!isInTanzania(lat, lng)) return;
    const address = text('address.pickedPlace', 'Point at {{latitude}}, {{longitude}}', {
      latitude: lat,
      longitude: lng,
    });
    choose(next, { lat, lng }, address);
  };

  return (
    <div className="hbb-picker">
      <p>
        {text(
          'address.notFound',
          'We could not find your address on the map. Choose the place nearest to you, or enter its coordinates.',
        )}
      </p>
      {/* Continue comes with the package's fields: the dialog never offers it without choices. */}
      {pkg ? (
        <>
          <SchemaForm
            pkg={pkg}
            formData={data}
            formContext={towns}
            submitLabel={text('buttons.usePlace', 'Use this place')}
            onChange={change}
            onSubmit={applyTyped}
          />
          {outside ? (
            <p role="alert">{text('address.outside', 'Please enter a point inside Tanzania.')}</p>
          ) : null}
          <p aria-live="polite">
            {chosen ? text('address.chosen', 'Chosen: {{place}}', { place: chosen.address }) : ''}
          </p>
          <div className="hbb-actions">
            <Button disabled={!chosen} onClick={() => chosen && onContinue(chosen)}>
              {text('buttons.continue', 'Continue')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
