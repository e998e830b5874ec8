import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onAnnouncement, type Politeness } from './announce.ts';

interface Said {
  id: number;
  text: string;
}

/**
 * How many recent messages each region keeps. Each message is its own node, added (never
 * rewritten), so two equal messages in a row are both read; older ones are removed, which screen
 * readers do not read (aria-relevant is additions only).
 */
const KEPT = 4;

function useSaid(politeness: Politeness): Said[] {
  const [said, setSaid] = useState<Said[]>([]);
  const next = useRef(1);
  useEffect(
    () =>
      onAnnouncement((text, level) => {
        if (level !== politeness) return;
        const id = next.current++;
        setSaid((list) => [...list.slice(1 - KEPT), { id, text }]);
      }),
    [politeness],
  );
  return said;
}

/**
 * A11Y-3: the two live regions every page has from its first paint (the prerendered frame draws
 * them empty), visually hidden. See announce.ts.
 */
export function LiveAnnouncer() {
  const { t } = useTranslation('orp-translation');
  const polite = useSaid('polite');
  const assertive = useSaid('assertive');
  return (
    <div className="visually-hidden">
      <div
        role="status"
        aria-relevant="additions"
        aria-label={t('a11y.announcements', 'Announcements')}
      >
        {polite.map((said) => (
          <p key={said.id}>{said.text}</p>
        ))}
      </div>
      <div
        role="alert"
        aria-relevant="additions"
        aria-label={t('a11y.urgent', 'Urgent announcements')}
      >
        {assertive.map((said) => (
          <p key={said.id}>{said.text}</p>
        ))}
      </div>
    </div>
  );
}
