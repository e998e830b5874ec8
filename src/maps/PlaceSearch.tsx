import { Combobox } from '../ui/Combobox.tsx';
import { useSearchBox } from '../ui/useSearchBox.ts';
import { portalGeocoder, type Geocoder, type Place } from './Geocoder.ts';

/** Props of {@link PlaceSearch}; every text comes from the screen (translated there). */
export interface PlaceSearchProps {
  label: string;
  placeholder?: string;
  /** Shown in the list when a search finds nothing. */
  noResultsText: string;
  onPlace: (place: Place) => void;
  geocoder?: Geocoder;
}

/**
 * A place search box: suggestions from the geocoder 300 ms after typing stops (the debounce and
 * the look-up are machines/searchBox.machine), arrow keys to move, Enter to choose (the first
 * suggestion when none is active).
 */
export function PlaceSearch({
  label,
  placeholder,
  noResultsText,
  onPlace,
  geocoder = portalGeocoder,
}: PlaceSearchProps) {
  const search = useSearchBox<Place>((query, signal) => geocoder.search(query, signal));
  return (
    <Combobox
      label={label}
      listLabel={label}
      placeholder={placeholder}
      emptyText={noResultsText}
      enterPicksFirst
      pending={search.pending}
      text={search.text}
      onType={search.type}
      options={search.found}
      optionKey={(place, index) => `${place.label}-${index}`}
      renderOption={(place) => place.label}
      onChoose={(place) => {
        search.type(place.label);
        onPlace(place);
      }}
    />
  );
}
