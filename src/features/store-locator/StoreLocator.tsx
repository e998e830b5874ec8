import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordsPending } from '../../app/pageArrival.ts';
import { runtimeConfig } from '../../api/runtimeConfig.ts';
import { DAR_ES_SALAAM, INITIAL_ZOOM, SEARCHED_ZOOM, type LatLng } from '../../maps/geo.ts';
import type { Geocoder } from '../../maps/Geocoder.ts';
import { PlaceSearch } from '../../maps/PlaceSearch.tsx';
import { PortalMap } from '../../maps/PortalMap.tsx';
import type { MapMarker } from '../../maps/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useAnnounced } from '../../ui/announcer/useAnnounced.ts';
import { NoResults } from './NoResults.tsx';
import { ShopCard } from './ShopCard.tsx';
import { useCurrentLocation } from './useCurrentLocation.ts';
import { useShopSearch, type ShopSearchState } from './useShopSearch.ts';
import './storeLocator.css';

/** Props of {@link StoreLocator}; `initial` and `geocoder` serve tests and stories. */
export interface StoreLocatorProps {
  initial?: ShopSearchState;
  geocoder?: Geocoder;
}

/**
 * The store locator: search a place or use the current location, then the shops within 100 km,
 * nearest first, beside a map with numbered pins. Pointing at a card enlarges its pin and
 * centres the map on it.
 */
export function StoreLocator({ initial, geocoder }: StoreLocatorProps) {
  const { t, ready } = useTranslation('storeLocator-translation');
  const headingId = useId();
  const { state, search } = useShopSearch(initial);
  const [selected, setSelected] = useState<string | null>(null);
  const onPosition = useCallback(
    (point: LatLng) => {
      setSelected(null);
      search(point);
    },
    [search],
  );
  const { locate, locating, problem } = useCurrentLocation(onPosition);
  // A11Y-3: the outcome of a search is said once, in a sentence, not the whole list of cards.
  useAnnounced(
    state.status === 'results'
      ? t('found', '{{count}} shops near you', { count: state.shops.length })
      : state.status === 'notFound'
        ? `${t('noMatchingResult', 'No matching result')}. ${t('tryAgain', 'Please try again with another location.')}`
        : undefined,
  );
  const shops = state.status === 'results' ? state.shops : [];
  const chosen = shops.find((s) => s.id === selected);
  const origin = state.status === 'idle' ? undefined : state.origin;
  const markers: MapMarker[] = shops.map((s) => ({
    id: s.id,
    position: s.position,
    title: s.name,
    label: String(s.rank),
    emphasised: s.id === selected,
  }));

  return (
    <section className="page store-locator" aria-labelledby={headingId}>
      <h1 id={headingId} {...wordsPending(ready)}>
        {t('title', 'Find a {{product}} shop near you', { product: runtimeConfig().product })}
      </h1>
      <div className="store-locator__search">
        <PlaceSearch
          label={t('search', 'Search your location')}
          placeholder={t('cityPincode', 'City, area or street')}
          noResultsText={t('noData', 'No Data found')}
          onPlace={(place) => onPosition(place)}
          {...(geocoder ? { geocoder } : {})}
        />
        <span className="store-locator__or">{t('or', 'or')}</span>
        <Button variant="secondary" busy={locating} onClick={locate}>
          {t('useCurrentLocation', 'Use current location')}
        </Button>
      </div>
      {problem ? (
        <p className="store-locator__problem" role="alert">
          {problem === 'denied'
            ? t(
                'locationDenied',
                'We are unable to access your Current Location. You can directly search your location from search field.',
              )
            : t(
                'locationUnavailable',
                'We could not find your current location. You can directly search your location from search field.',
              )}
        </p>
      ) : null}
      <div className="store-locator__layout">
        <div className="page__stack store-locator__results" aria-busy={state.status === 'loading'}>
          {state.status === 'idle' ? (
            <p>
              {t('intro', 'Search a place or use your current location to see the nearest shops.')}
            </p>
          ) : null}
          {state.status === 'loading' ? (
            <Spinner label={t('loading', 'Looking for shops near you')} size={32} />
          ) : null}
          {state.status === 'notFound' ? <NoResults /> : null}
          {state.status === 'results' ? (
            <>
              <h2 className="store-locator__count">{t('nearby', 'Shops near you')}</h2>
              <ol className="store-locator__list">
                {shops.map((shop) => (
                  <ShopCard
                    key={shop.id}
                    shop={shop}
                    selected={shop.id === selected}
                    onSelect={setSelected}
                  />
                ))}
              </ol>
            </>
          ) : null}
        </div>
        <div className="store-locator__map">
          <PortalMap
            center={chosen?.position ?? origin ?? DAR_ES_SALAAM}
            zoom={origin ? SEARCHED_ZOOM : INITIAL_ZOOM}
            markers={markers}
            label={t('mapLabel', 'Map of nearby shops')}
            onMarkerHover={(id) => {
              if (id) setSelected(id);
            }}
          />
        </div>
      </div>
    </section>
  );
}
