/** What a screen hands to {@link PortalMap}. */
import type { LatLng } from './geo.ts';

/** One pin. `label` is the short text drawn on it (a rank number); `title` names it. */
export interface MapMarker {
  id: string;
  position: LatLng;
  title: string;
  label?: string;
  /** Drawn larger (the card the person points at). */
  emphasised?: boolean;
  /** 'special' = the 5G site marker. */
  kind?: 'default' | 'special';
}

/** A circle of `radiusMetres` around `center`. */
export interface MapCircle {
  id: string;
  center: LatLng;
  radiusMetres: number;
}

/** Props of the map, whichever engine draws it. */
export interface PortalMapProps {
  center: LatLng;
  zoom: number;
  markers: readonly MapMarker[];
  circles?: readonly MapCircle[];
  /** Accessible name of the map. */
  label: string;
  /** A pin was pointed at (id) or left (null). */
  onMarkerHover?: (id: string | null) => void;
}
