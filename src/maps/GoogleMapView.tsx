import { CircleF, GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { FallbackMap } from './FallbackMap.tsx';
import type { PortalMapProps } from './types.ts';
import { allowCheckedScriptUrlsByDefault } from '../security/trustedTypes.ts';

// The Maps loader sets script.src with a plain string; under the CSP's Trusted Types only the
// default policy lets its URL (and no other) through. This chunk loads only when a key is set.
allowCheckedScriptUrlsByDefault();

/** Marker size of MAP-15 (15 x 30), doubled when emphasised. */
const PIN = { width: 15, height: 30 };

/**
 * Google Maps behind {@link PortalMapProps}; a separate chunk loaded only when a key is set.
 * A script that fails or never arrives shows the keyless map instead: the map never throws.
 */
export default function GoogleMapView(props: PortalMapProps & { apiKey: string }) {
  const { apiKey, center, zoom, markers, circles = [], label, pin, onMarkerHover } = props;
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'portal-google-maps',
    googleMapsApiKey: apiKey,
  });
  // Until the script arrives (a blocked one never calls back) and after it fails, the keyless
  // map stands in: no timer is needed, the fallback is already drawn while it is pending.
  if (loadError || !isLoaded) return <FallbackMap {...props} />;
  const google = (globalThis as unknown as { google: typeof globalThis.google }).google;
  return (
    <div className="portal-map portal-map--google" role="region" aria-label={label}>
      <GoogleMap mapContainerClassName="portal-map__canvas" center={center} zoom={zoom}>
        {markers.map((marker) => {
          const scale = marker.emphasised ? 2 : 1;
          return (
            <MarkerF
              key={marker.id}
              position={marker.position}
              title={marker.title}
              {...(marker.label ? { label: marker.label } : {})}
              icon={
                marker.kind === 'special'
                  ? {
                      path: google.maps.SymbolPath.CIRCLE,
                      scale: 8 * scale,
                      fillColor: '#7a3e00',
                      fillOpacity: 1,
                      strokeWeight: 2,
                      strokeColor: '#ffffff',
                    }
                  : {
                      path: 'M0 0 C-9 -10 -9 -22 0 -22 C9 -22 9 -10 0 0 Z',
                      scale: (scale * PIN.height) / 22,
                      fillColor: '#a61b1b',
                      fillOpacity: 1,
                      strokeWeight: 1,
                      labelOrigin: new google.maps.Point(0, -13),
                    }
              }
              onMouseOver={onMarkerHover ? () => onMarkerHover(marker.id) : undefined}
              onMouseOut={onMarkerHover ? () => onMarkerHover(null) : undefined}
            />
          );
        })}
        {pin ? (
          <MarkerF
            position={pin.position}
            title={pin.title}
            draggable
            onDragEnd={(event) => {
              const at = event.latLng;
              if (at) pin.onMove({ lat: at.lat(), lng: at.lng() });
            }}
          />
        ) : null}
        {circles.map((circle) => (
          <CircleF
            key={circle.id}
            center={circle.center}
            radius={circle.radiusMetres}
            options={{
              fillColor: '#7a3e00',
              fillOpacity: 0.15,
              strokeColor: '#7a3e00',
              strokeWeight: 1,
            }}
          />
        ))}
      </GoogleMap>
    </div>
  );
}
