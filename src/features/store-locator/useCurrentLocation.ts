import { useCallback, useState } from 'react';
import type { LatLng } from '../../maps/geo.ts';

/** Why the browser gave no position: 'denied' is code 1 (PERMISSION_DENIED). */
export type LocationProblem = 'denied' | 'unavailable';

/** The spec gives no timeout (MAP-5); a browser that never answers must not hang the button. */
const LOCATE_TIMEOUT_MS = 15_000;

/**
 * Asks the browser for the current position (navigator.geolocation). `onPosition` gets the
 * point; a refusal or failure becomes `problem` until the next attempt.
 */
export function useCurrentLocation(onPosition: (point: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);

  const locate = useCallback(() => {
    setProblem(null);
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    geo.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPosition({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === 1 ? 'denied' : 'unavailable');
      },
      { timeout: LOCATE_TIMEOUT_MS },
    );
  }, [onPosition]);

  return { locate, locating, problem };
}
