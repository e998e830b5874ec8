import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_NS } from './offlineNamespace.ts';
import { useOnlineStatus } from './useOnlineStatus.ts';

/** What a form needs to refuse a submit while offline (OFF-6). */
export interface OfflineRefusal {
  offline: boolean;
  /** Call instead of sending: shows the refusal until the connection is back. */
  refuse(): void;
  /** The refusal message, or null when there is none to show. */
  notice: ReactNode;
}

/**
 * OFF-6: a form typed offline is never sent nor queued. Its submit is refused with a message;
 * what was typed stays in the form (nothing is cleared), and the back-online notice
 * (OfflineBanner) tells the person when pressing the button again can work.
 */
export function useOfflineRefusal(): OfflineRefusal {
  const { t } = useTranslation(OFFLINE_NS);
  const offline = useOnlineStatus() === 'offline';
  const [refused, setRefused] = useState(false);
  // Back online, the refusal is history (the banner's notice takes over); a later offline spell
  // shows it again only when the button is pressed again. Adjusted during render, React's way
  // for state that follows a changed input.
  const [seenOffline, setSeenOffline] = useState(offline);
  if (seenOffline !== offline) {
    setSeenOffline(offline);
    if (!offline) setRefused(false);
  }
  // Stable, so the form's submit handler (and RJSF's context) keeps its identity per keystroke.
  const refuse = useCallback(() => setRefused(true), []);
  return {
    offline,
    refuse,
    notice:
      refused && offline ? (
        <p role="alert" className="offline-form__refused">
          {t(
            'form.refused',
            'You are offline, so nothing was sent. What you typed is kept: press the button again when you are back online.',
          )}
        </p>
      ) : null,
  };
}
