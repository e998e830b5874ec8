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

/** One region: its messages, each its own node, added and never rewritten. */
function Region({ politeness, name }: { politeness: Politeness; name: string }) {
  const said = useSaid(politeness);
  return (
    <div
      role={politeness === 'polite' ? 'status' : 'alert'}
      aria-relevant="additions"
      aria-label={name}
    >
      {said.map(({ id, text }) => (
        <p key={id}>{text}</p>
      ))}
    </div>
  );
}

/**
 * A11Y-3: the two live regions every page has from its first paint (the prerendered frame draws
 * them empty), visually hidden. See announce.ts.
 */
export function LiveAnnouncer() {
  const { t } = useTranslation('orp-translation');
  return (
    <div className="visually-hidden">
      <Region politeness="polite" name={t('a11y.announcements', 'Announcements')} />
      <Region politeness="assertive" name={t('a11y.urgent', 'Urgent announcements')} />
    </div>
  );
}
