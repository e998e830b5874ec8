import { Component, lazy, Suspense, type ReactNode } from 'react';
import { runtimeConfig } from '../api/runtimeConfig.ts';
import { Deferred } from '../dataSaver/Deferred.tsx';
import { FallbackMap } from './FallbackMap.tsx';
import type { PortalMapProps } from './types.ts';
import './maps.css';

const GoogleMapView = lazy(() => import('./GoogleMapView.tsx'));

/** Anything the Google chunk throws (a failed chunk load included) shows the keyless map. */
class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Google map unavailable, showing the keyless map', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The portal's one map. With `googleMapsKey` configured it lazily loads Google Maps; without
 * one (or when Google cannot load) it draws the keyless plot with the same markers and circles.
 * In data-saver mode neither loads until the person asks (SAVE-6).
 */
export function PortalMap(props: PortalMapProps) {
  return (
    <Deferred kind="map" label={props.label}>
      <EngineMap {...props} />
    </Deferred>
  );
}

/** Google's map or the keyless one. */
function EngineMap(props: PortalMapProps) {
  const apiKey = runtimeConfig().googleMapsKey.trim();
  const fallback = <FallbackMap {...props} />;
  if (!apiKey) return fallback;
  return (
    <MapBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <GoogleMapView {...props} apiKey={apiKey} />
      </Suspense>
    </MapBoundary>
  );
}
