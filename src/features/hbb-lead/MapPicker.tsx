import { useId, useMemo, useState } from 'react';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { useFormPackage } from '../../forms/useFormPackage.ts';
import { nearestPlace, PortalMap, type LatLng } from '../../maps/index.ts';
import { Button } from '../../ui/index.ts';
import {
  DEFAULT_CENTRE,
  HBB_MAP_ZOOM,
  isInTanzania,
  keptInTanzania,
  KNOWN_PLACES,
  placesFor,
} from './knownPlaces.ts';
import { useHbbText } from './useHbbText.ts';

/** A place picked on the map (or its keyless stand-in). */
export interface PickedPlace {
  lat: number;
  lng: number;
  address: string;
}

/** The typed coordinates' form package (its labels and rules are the CMS's, EN and SW). */
export const COORDINATES_PACKAGE = 'form-hbb-coordinates';

/**
 * The map picker, used when geocoding found nothing (spec section 5): a pin that starts at the
 * person's town and moves by arrow keys, a tap or (on Google's map) a drag, named after the
 * nearest town of the town list; or a town of that list as a radio (the person's town first); or
 * typed coordinates. Then Continue.
 */
export function MapPicker({
  town,
  onContinue,
}: {
  town: string;
  onContinue: (place: PickedPlace) => void;
}) {
  const { text } = useHbbText();
  const name = useId();
  const places = useMemo(() => placesFor(town), [town]);
  const [chosen, setChosen] = useState<PickedPlace | null>(null);
  const [pin, setPin] = useState<LatLng>(() => places[0] ?? DEFAULT_CENTRE);
  const [outside, setOutside] = useState(false);
  const nearest = nearestPlace(pin, KNOWN_PLACES);
  /** The pin was moved: the place is the pin's point, named after the nearest town. */
  const movePin = (to: LatLng) => {
    const point = keptInTanzania(to);
    const town = nearestPlace(point, KNOWN_PLACES)?.place.name ?? '';
    setPin(point);
    setChosen({ ...point, address: text('address.nearTown', 'Near {{town}}', { town }) });
  };
  const pkg = useFormPackage(COORDINATES_PACKAGE);
  return (
    <div className="hbb-picker">
      <p>
        {text(
          'address.notFound',
          'We could not find your address on the map. Choose the place nearest to you, or enter its coordinates.',
        )}
      </p>
      <PortalMap
        center={pin}
        zoom={HBB_MAP_ZOOM}
        markers={[]}
        fitTo={KNOWN_PLACES}
        pin={{
          position: pin,
          title: text('address.pin', 'Your installation address'),
          hint: text(
            'address.pinHint',
            'Arrow keys move the pin about 11 km, with Shift about 110 km. You can also tap the map.',
          ),
          onMove: movePin,
        }}
        label={text('address.map', 'Map of the installation address')}
      />
      <p aria-live="polite">
        {nearest
          ? text('address.nearest', 'Nearest town: {{town}} ({{km}} km)', {
              town: nearest.place.name,
              km: nearest.km,
            })
          : ''}
      </p>
      <fieldset className="hbb-picker__places">
        <legend>{text('address.places', 'Nearest place')}</legend>
        {places.map((place) => {
          const id = `${name}-${place.name.replace(/\W+/g, '-')}`;
          return (
            <div key={place.name} className="hbb-picker__place">
              <input
                type="radio"
                id={id}
                name={name}
                checked={chosen?.address === place.name}
                onChange={() => {
                  setPin({ lat: place.lat, lng: place.lng });
                  setChosen({ lat: place.lat, lng: place.lng, address: place.name });
                }}
              />
              <label htmlFor={id}>{place.name}</label>
            </div>
          );
        })}
      </fieldset>
      <details className="hbb-picker__coordinates">
        <summary>{text('address.coordinates', 'Or enter coordinates')}</summary>
        {pkg ? (
          <SchemaForm
            pkg={pkg}
            submitLabel={text('buttons.usePlace', 'Use this place')}
            onSubmit={(data) => {
              const lat = Number(data.lat);
              const lng = Number(data.lng);
              setOutside(!isInTanzania(lat, lng));
              if (!isInTanzania(lat, lng)) return;
              setPin({ lat, lng });
              setChosen({
                lat,
                lng,
                address: text('address.pickedPlace', 'Point at {{latitude}}, {{longitude}}', {
                  latitude: lat,
                  longitude: lng,
                }),
              });
            }}
          />
        ) : null}
        {outside ? (
          <p role="alert">{text('address.outside', 'Please enter a point inside Tanzania.')}</p>
        ) : null}
      </details>
      <p aria-live="polite">
        {chosen ? text('address.chosen', 'Chosen: {{place}}', { place: chosen.address }) : ''}
      </p>
      <div className="hbb-actions">
        <Button disabled={!chosen} onClick={() => chosen && onContinue(chosen)}>
          {text('buttons.continue', 'Continue')}
        </Button>
      </div>
    </div>
  );
}
