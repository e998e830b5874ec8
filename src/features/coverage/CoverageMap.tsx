import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAR_ES_SALAAM, INITIAL_ZOOM, type LatLng } from '../../maps/geo.ts';
import type { Geocoder } from '../../maps/Geocoder.ts';
import { PlaceSearch } from '../../maps/PlaceSearch.tsx';
import { PortalMap } from '../../maps/PortalMap.tsx';
import {
  availableTechnologies,
  fiveGCircles,
  siteMarkers,
  sitesWith,
  type CoverageSite,
  type Technology,
} from './coverage.ts';

/** Props of {@link CoverageMap}. */
export interface CoverageMapProps {
  sites: readonly CoverageSite[];
  geocoder?: Geocoder;
}

/**
 * The coverage map: a place search, one radio per technology some site offers, and the map of
 * the sites (all of them until a technology is chosen; 5G sites with a special marker and a
 * 300 m circle).
 */
export function CoverageMap({ sites, geocoder }: CoverageMapProps) {
  const { t } = useTranslation('network-translation');
  const name = useId();
  const [technology, setTechnology] = useState<Technology | null>(null);
  const [center, setCenter] = useState<LatLng>(DAR_ES_SALAAM);
  const shown = sitesWith(sites, technology);
  const label = (tech: Technology) => t(`coverage${tech}`, `${tech} coverage`);

  return (
    <>
      <PlaceSearch
        label={t('search', 'Enter a Location')}
        noResultsText={t('noData', 'No Data found')}
        onPlace={(place) => setCenter({ lat: place.lat, lng: place.lng })}
        {...(geocoder ? { geocoder } : {})}
      />
      <fieldset className="coverage__filter">
        <legend>{t('legend', 'Show coverage')}</legend>
        <label className="coverage__radio">
          <input
            type="radio"
            name={name}
            checked={technology === null}
            onChange={() => setTechnology(null)}
          />
          {t('all', 'All sites')}
        </label>
        {availableTechnologies(sites).map((tech) => (
          <label key={tech} className="coverage__radio">
            <input
              type="radio"
              name={name}
              value={tech}
              checked={technology === tech}
              onChange={() => setTechnology(tech)}
            />
            {label(tech)}
          </label>
        ))}
      </fieldset>
      <p className="coverage__count" role="status">
        {t('count', '{{count}} sites shown', { count: shown.length })}
      </p>
      <PortalMap
        center={center}
        zoom={INITIAL_ZOOM}
        markers={siteMarkers(shown)}
        circles={fiveGCircles(shown)}
        label={t('mapLabel', 'Network coverage map')}
      />
    </>
  );
}
