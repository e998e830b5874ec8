import { useId, useMemo, useState } from 'react';
import type { FormPackage } from '../../forms/formPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { PortalMap } from '../../maps/index.ts';
import { Button } from '../../ui/index.ts';
import { DEFAULT_CENTRE, HBB_MAP_ZOOM, isInTanzania, placesFor } from './knownPlaces.ts';
import { useHbbText } from './useHbbText.ts';

/** A place picked on the map (or its keyless stand-in). */
export interface PickedPlace {
  lat: number;
  lng: number;
  address: string;
}

/** Latitude / longitude entry as a form package, so the engine renders and checks it. */
function coordinatesPackage(latitude: string, longitude: string): FormPackage {
  const decimal = '^-?\\d{1,3}(\\.\\d{1,8})?$';
  return {
    id: 'hbb-coordinates',
    version: 1,
    schema: {
      type: 'object',
      required: ['lat', 'lng'],
      properties: {
        lat: { type: 'string', title: latitude, pattern: decimal, maxLength: 13 },
        lng: { type: 'string', title: longitude, pattern: decimal, maxLength: 13 },
      },
    },
    uiSchema: {
      'ui:order': ['lat', 'lng'],
      lat: { 'ui:widget': 'text', 'ui:placeholder': '-6.8128' },
      lng: { 'ui:widget': 'text', 'ui:placeholder': '39.2739' },
    },
    messages: {},
  };
}

/**
 * The keyless map picker: the known towns as a radio group (the person's town first) or typed
 * coordinates, then Continue. Used when geocoding found nothing (spec section 5).
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
  const [outside, setOutside] = useState(false);
  const pkg = useMemo(
    () =>
      coordinatesPackage(
        text('address.latitude', 'Latitude'),
        text('address.longitude', 'Longitude'),
      ),
    [text],
  );
  return (
    <div className="hbb-picker">
      <p>
        {text(
          'address.notFound',
          'We could not find your address on the map. Choose the place nearest to you, or enter its coordinates.',
        )}
      </p>
      <PortalMap
        center={chosen ?? places[0] ?? DEFAULT_CENTRE}
        zoom={HBB_MAP_ZOOM}
        markers={places.map((place, index) => ({
          id: place.name,
          position: place,
          title: place.name,
          label: String(index + 1),
          emphasised: chosen?.address === place.name,
        }))}
        label={text('address.map', 'Map of the installation address')}
      />
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
                onChange={() => setChosen({ lat: place.lat, lng: place.lng, address: place.name })}
              />
              <label htmlFor={id}>{place.name}</label>
            </div>
          );
        })}
      </fieldset>
      <details className="hbb-picker__coordinates">
        <summary>{text('address.coordinates', 'Or enter coordinates')}</summary>
        <SchemaForm
          pkg={pkg}
          submitLabel={text('buttons.usePlace', 'Use this place')}
          onSubmit={(data) => {
            const lat = Number(data.lat);
            const lng = Number(data.lng);
            setOutside(!isInTanzania(lat, lng));
            if (!isInTanzania(lat, lng)) return;
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
