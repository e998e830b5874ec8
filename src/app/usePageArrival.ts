import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { announce } from '../ui/announcer/announce.ts';
import { PlaceMemory, selectorFor, type Place } from './placeMemory.ts';
import { arrivalOf, PAGE_FOCUS_ATTRIBUTE, WORDS_PENDING_ATTRIBUTE } from './pageArrival.ts';

/** How long a new page may take to draw its heading before focus goes to `main` itself. */
const ARRIVAL_TIMEOUT_MS = 10_000;

/**
 * The element a move starts the person at: a new page's level-1 heading; inside a page, the
 * deepest element the screen named (pageArrival.ts).
 */
function arrivalTarget(main: HTMLElement, within: boolean): HTMLElement | null {
  if (!within) return main.querySelector<HTMLElement>('h1');
  const named = main.querySelectorAll<HTMLElement>(`[${PAGE_FOCUS_ATTRIBUTE}]`);
  return named.length > 0 ? named[named.length - 1]! : null;
}

/** Focuses `element` without scrolling; a heading gets tabindex -1 so it can hold focus. */
function focusQuietly(element: HTMLElement): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}

/** What the page is called, as the person sees it: its heading, else the document title. */
function pageName(target: HTMLElement | null): string {
  const heading = target?.closest('main')?.querySelector('h1')?.textContent?.trim();
  return heading || document.title;
}

/** True while the page's heading still shows its English defaults (pageArrival.ts). */
function wordsPending(main: HTMLElement): boolean {
  return main.querySelector(`h1[${WORDS_PENDING_ATTRIBUTE}]`) !== null;
}

/** Puts the person at the start of the page (or back where they were); returns where. */
function arrive(main: HTMLElement, place: Place | undefined, within: boolean): HTMLElement | null {
  const target = arrivalTarget(main, within);
  if (!target) return null;
  const back = place?.focus ? document.querySelector<HTMLElement>(place.focus) : null;
  const start = back && back !== document.body ? back : target;
  if (start === back) start.focus({ preventScroll: true });
  else focusQuietly(start);
  window.scrollTo(0, place?.scrollY ?? 0);
  return start;
}

/** True when focus fell to the page because the focused element was removed. */
function focusDropped(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * A11Y-1: after every move inside the portal (not the first load: the browser starts that page
 * itself), focus goes to the new page's heading, or the first thing to act on where the screen
 * names one, and a polite announcement says the page's name in its language. Back and Forward
 * put focus and scroll back where they were on that entry. A lazily drawn screen is waited for
 * (its heading appears); one that never draws a heading leaves focus on `main`.
 */
export function usePageArrival(): void {
  const { pathname, search, key, state } = useLocation();
  const navigation = useNavigationType();
  const memory = useRef(new PlaceMemory());
  const current = useRef(key);
  const first = useRef(true);
  // Stops the arrival still settling (a page drawing itself, its words on their way).
  const settling = useRef<(() => void) | null>(null);

  // Keeps the current entry's place up to date, so leaving it (by any means) finds it recorded.
  useEffect(() => {
    current.current = key;
    const record = () =>
      memory.current.remember(current.current, {
        focus: selectorFor(document.activeElement),
        scrollY: window.scrollY,
      });
    document.addEventListener('focusin', record);
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      document.removeEventListener('focusin', record);
      window.removeEventListener('scroll', record);
    };
  }, [key]);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    return () => settling.current?.();
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const arrival = arrivalOf(state);
    // A quiet move is the address catching up with the page the person just arrived at: that
    // arrival carries on (its name may still be waiting for its words).
    if (!main || arrival === 'quiet') return;
    settling.current?.();
    const within = arrival === 'within';
    const place = navigation === 'POP' ? memory.current.recall(key) : undefined;
    let start: HTMLElement | null = null;
    // Said once the page's words are in its language (a heading still in English waits).
    let unsaid = false;
    const settle = () => {
      if (!start) {
        start = arrive(main, place, within);
        unsaid = start !== null;
      }
      if (unsaid && (within || !wordsPending(main))) {
        unsaid = false;
        const target = arrivalTarget(main, within);
        announce(within ? target?.textContent : pageName(target));
      }
      if (!start) return;
      if (!start.isConnected && focusDropped()) {
        // The screen replaced what the person was put on (a loading heading gave way to the
        // page's own): focus follows to the new one, unsaid (the screen says its news itself).
        start = arrivalTarget(main, within);
        if (start) focusQuietly(start);
      }
    };
    settle();
    const observer = new MutationObserver(settle);
    const timer = setTimeout(() => {
      stop();
      if (!start) focusQuietly(main);
    }, ARRIVAL_TIMEOUT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      if (settling.current === stop) settling.current = null;
    }
    settling.current = stop;
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [PAGE_FOCUS_ATTRIBUTE, WORDS_PENDING_ATTRIBUTE],
    });
    // The page is its path and query; a hash (the skip link) is a place on the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);
}
