/**
 * A11Y-3: the portal's one voice for changes a person must hear about (docs/architecture.md,
 * "Focus and announcements"). Screens, machines' wiring and the shell call `announce`; the
 * LiveAnnouncer in the page frame says it through one of two regions that are in the page from
 * its first paint (a region added together with its words is often not read at all).
 *
 * Polite waits for the screen reader to finish (a result, a list arriving, a page); assertive
 * interrupts (a refusal, an error, a payment's failure).
 */
export type Politeness = 'polite' | 'assertive';

type Listener = (message: string, politeness: Politeness) => void;

const listeners = new Set<Listener>();

/** Says `message` once through the page's live regions; an empty message says nothing. */
export function announce(message: string | undefined | null, politeness: Politeness = 'polite') {
  const text = message?.trim();
  if (!text) return;
  for (const listener of listeners) listener(text, politeness);
}

/** Hears every announcement (the LiveAnnouncer); returns the way to stop. */
export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
