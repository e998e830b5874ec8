/** The map layer: one map component, one geocoder interface, the map constants and geometry. */
export { PortalMap } from './PortalMap.tsx';
export type { MapCircle, MapMarker, PortalMapProps } from './types.ts';
export { portalGeocoder, serviceGeocoder, type Geocoder, type Place } from './Geocoder.ts';
export { PlaceSearch, type PlaceSearchProps } from './PlaceSearch.tsx';
export * from './geo.ts';
export { TANZANIA_OUTLINE, TOWNS, type Town } from './tanzania.ts';
export type { MovablePin } from './types.ts';
