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

/** A pin the person moves (arrow keys or a tap on the keyless map, a drag on Google's). */
export interface MovablePin {
  position: LatLng;
  title: string;
  /** How to move it, read with the map's name (e.g. 'Arrow keys move the pin'). */
  hint: string;
  onMove: (position: LatLng) => void;
}

/** Props of the map, whichever engine draws it. */
export interface PortalMapProps {
  center: LatLng;
  zoom: number;
  markers: readonly MapMarker[];
  circles?: readonly MapCircle[];
  /** Accessible name of the map. */
  label: string;
  /** The one pin the person moves, if the map is a picker. */
  pin?: MovablePin;
  /** More places the keyless map keeps in view besides the markers and the pin. */
  fitTo?: readonly LatLng[];
  /** A pin was pointed at (id) or left (null). */
  onMarkerHover?: (id: string | null) => void;
}
