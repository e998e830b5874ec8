import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { portalGeocoder, type Geocoder, type Place } from './Geocoder.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Props of {@link PlaceSearch}; every text comes from the screen (translated there). */
export interface PlaceSearchProps {
  label: string;
  placeholder?: string;
  /** Shown in the list when a search finds nothing. */
  noResultsText: string;
  onPlace: (place: Place) => void;
  geocoder?: Geocoder;
}

type Found = { text: string; places: Place[] };

/**
 * A place search box (ARIA 1.2 combobox): suggestions from the geocoder 300 ms after typing
 * stops, arrow keys to move, Enter to choose (the first suggestion when none is active).
 */
export function PlaceSearch({
  label,
  placeholder,
  noResultsText,
  onPlace,
  geocoder = portalGeocoder,
}: PlaceSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim());

  useEffect(() => {
    if (!query) return;
    let live = true;
    void geocoder.search(query).then((places) => {
      if (live) setFound({ text: query, places });
    });
    return () => {
      live = false;
    };
  }, [query, geocoder]);

  const places = found && found.text === query && query ? found.places : null;
  const expanded = open && places !== null;

  const choose = (place: Place) => {
    setText(place.label);
    setOpen(false);
    setActive(-1);
    onPlace(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = places?.length ?? 0;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const pick = places?.[active >= 0 ? active : 0];
      if (pick) choose(pick);
    }
  };

  return (
    <div className="place-search">
      <label htmlFor={id} className="place-search__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="place-search__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="place-search__list"
        hidden={!expanded}
      >
        {places?.map((place, index) => (
          <li
            key={`${place.label}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="place-search__option"
            // mousedown would blur the input (closing the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') choose(place);
            }}
          >
            {place.label}
          </li>
        ))}
      </ul>
      {expanded && places.length === 0 ? (
        <p className="place-search__empty" role="status">
          {noResultsText}
        </p>
      ) : null}
    </div>
  );
}
