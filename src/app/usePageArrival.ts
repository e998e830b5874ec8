import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { afterPageLoad } from './afterPageLoad.ts';
import type { ArrivalEngine } from './arrivalEngine.ts';

let engine: Promise<ArrivalEngine | undefined> | undefined;

/**
 * The arrival engine, fetched once (after the first page, or at the first move if sooner). Offline
 * before it was ever fetched, the moves go on without it (the browser's own focus) and the next
 * move asks again: nothing is thrown at the page.
 */
function arrivals(): Promise<ArrivalEngine | undefined> {
  engine ??= import('./arrivalEngine.ts')
    .then((module) => module.startArrivals())
    .catch(() => {
      engine = undefined;
      return undefined;
    });
  return engine;
}

/**
 * A11Y-1, A11Y-4 (docs/decisions.md #144): after every move inside the portal (not the first
 * load: the browser starts that page itself), focus goes to the new page's heading, or to the
 * element a move within the page names (pageArrival.ts), and a polite announcement says where
 * the person is, in the page's language. Back and Forward put focus and scroll back where they
 * were on that entry. The work is in arrivalEngine.ts, which the first page never waits for.
 */
export function usePageArrival(): void {
  const { pathname, search, key, state } = useLocation();
  const navigation = useNavigationType();
  const latest = useRef({ key, state, backOrForward: navigation === 'POP' });
  const first = useRef(true);

  useEffect(() => {
    latest.current = { key, state, backOrForward: navigation === 'POP' };
  });

  // A hash move (the skip link) is a new history entry on the same page: record under it.
  useEffect(() => {
    void engine?.then((loaded) => loaded?.track(key));
  }, [key]);

  // The place on the first page is recorded from when the page has loaded.
  useEffect(() => {
    afterPageLoad(() => void arrivals().then((loaded) => loaded?.track(latest.current.key)));
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // This move as it is now: a redirect may follow before the engine is there.
    const move = latest.current;
    void arrivals().then((loaded) => loaded?.arrive(move));
    // The page is its path and query; a hash (the skip link) is a place on the same page.
  }, [pathname, search]);

  // The layout gone (the app torn down): nothing is waited for any more.
  useEffect(() => () => void engine?.then((loaded) => loaded?.cancel()), []);
}
