import { announce } from '../ui/announcer/announce.ts';
import { selectorFor, type Place } from './placeMemory.ts';
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

/** True while the page's heading still shows its English defaults (pageArrival.ts). */
function wordsPending(main: HTMLElement): boolean {
  return main.querySelector(`h1[${WORDS_PENDING_ATTRIBUTE}]`) !== null;
}

/** Says where the person is: the page's name, or the place within the page they were put on. */
function sayWhere(main: HTMLElement, within: boolean): void {
  const target = arrivalTarget(main, within);
  announce(within ? target?.textContent : pageName(target));
}

/** True when focus fell to the page because the focused element was removed. */
function focusDropped(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** A move the router made, as the engine needs it. */
export interface Move {
  key: string;
  /** The router state the navigation carried (pageArrival.ts). */
  state: unknown;
  /** True for Back and Forward (the router's POP). */
  backOrForward: boolean;
}

/** Where a person is put after each move; see usePageArrival.ts. */
export interface ArrivalEngine {
  /** The history entry the person is on now: their place is recorded under it. */
  track(key: string): void;
  /**
   * Puts the person at the start of the new page, waiting for it to draw; a quiet move (a
   * redirect right after a move) lets the arrival under way go on.
   */
  arrive(move: Move): void;
  /** Stops waiting for the page of the arrival under way (the layout is gone). */
  cancel(): void;
}

/**
 * A11Y-1, A11Y-4: the engine behind usePageArrival, loaded after the first page (its first load
 * needs none of it, so it costs that page no bytes).
 */
export function startArrivals(): ArrivalEngine {
  // The places of the entries this tab has visited, by history key (a page load starts afresh).
  const memory = new Map<string, Place>();
  let current = '';
  const record = () =>
    memory.set(current, {
      focus: selectorFor(document.activeElement),
      scrollY: window.scrollY,
    });
  document.addEventListener('focusin', record);
  window.addEventListener('scroll', record, { passive: true });
  // The screens draw after the history change: the browser would restore the scroll too early.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  // The arrival still settling (a page drawing itself, its words on their way).
  let pending: (() => void) | null = null;
  const cancel = () => pending?.();

  return {
    track(key) {
      current = key;
    },
    cancel,
    arrive({ key, state, backOrForward }) {
      current = key;
      const main = document.getElementById('main');
      const arrival = arrivalOf(state);
      // A quiet redirect right after a move (/payment/start to its default method) is part of
      // that move: the arrival under way still puts the person on the page and says its name.
      if (!main || arrival === 'quiet') return;
      cancel();
      const within = arrival === 'within';
      const place = backOrForward ? memory.get(key) : undefined;
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
          sayWhere(main, within);
        }
        if (start && !start.isConnected && focusDropped()) {
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
        // Words that never came (a package that failed): the default words are better than none.
        if (unsaid) sayWhere(main, within);
      }, ARRIVAL_TIMEOUT_MS);
      function stop() {
        observer.disconnect();
        clearTimeout(timer);
        if (pending === stop) pending = null;
      }
      observer.observe(main, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: [PAGE_FOCUS_ATTRIBUTE, WORDS_PENDING_ATTRIBUTE],
      });
      pending = stop;
    },
  };
}
