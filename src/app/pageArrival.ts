/**
 * A11Y-1: how a screen tells the page-arrival rule (usePageArrival.ts) what a move means, for the
 * moves that are not a new page to the person.
 */

/**
 * On the element a person should start at after a move inside the page (the chosen payment
 * method); the deepest one wins.
 */
export const PAGE_FOCUS_ATTRIBUTE = 'data-page-focus';

/**
 * On a page's heading while its words are still the English defaults because the page's
 * translations are on their way: its name is said once they are in (in the page's language).
 */
export const WORDS_PENDING_ATTRIBUTE = 'data-words-pending';

/** The attribute a page's h1 carries while its translations load (`ready` from useTranslation). */
export function wordsPending(ready: boolean): Record<string, string> {
  return ready ? {} : { [WORDS_PENDING_ATTRIBUTE]: '' };
}

/**
 * The router state a navigation carries: `within` is a change inside the same page (focus goes
 * to its `data-page-focus` element, which is announced); `quiet` is an address catching up with
 * what is already shown (a redirect to the default method): focus stays and nothing is said.
 */
export interface ArrivalState {
  arrival: 'within' | 'quiet';
}

export const WITHIN_PAGE: ArrivalState = { arrival: 'within' };
export const QUIET: ArrivalState = { arrival: 'quiet' };

/** The arrival a location's router state asks for (a new page when it names none). */
export function arrivalOf(state: unknown): 'page' | ArrivalState['arrival'] {
  if (state && typeof state === 'object' && 'arrival' in state) {
    const { arrival } = state as { arrival: unknown };
    if (arrival === 'within' || arrival === 'quiet') return arrival;
  }
  return 'page';
}
