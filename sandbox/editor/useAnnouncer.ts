/**
 * One polite live region for what a press did (a field added, moved, removed; undone): said once,
 * even when the same words come twice in a row.
 */
import { useCallback, useState } from 'react';

export function useAnnouncer() {
  const [said, setSaid] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setSaid((s) => ({ text, n: s.n + 1 })), []);
  // A no-break space on every other message: the same words again are still a change to read.
  return { announcement: said.text ? `${said.text}${said.n % 2 ? '' : '\u00a0'}` : '', announce };
}
