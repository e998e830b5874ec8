import { useEffect } from 'react';
import { announce, type Politeness } from './announce.ts';

/**
 * A11Y-3: says `text` each time it changes to new words (not on every render, not when it is
 * cleared): the visible status line of a screen stays plain text and its changes are read once,
 * through the announcer, instead of by a live region of its own.
 */
export function useAnnounced(text: string | undefined | null, politeness: Politeness = 'polite') {
  useEffect(() => {
    announce(text, politeness);
  }, [text, politeness]);
}
