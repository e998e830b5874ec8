import { GENERIC_TEXT } from '../content/genericText.ts';

/** Props of {@link StartupError}. */
export interface StartupErrorProps {
  onRetry?: () => void;
}

/**
 * Shown when the portal cannot start (or fails outside any route). It cannot rely on
 * translations having loaded, so it says the same thing in English and Swahili.
 */
export function StartupError({ onRetry = () => window.location.reload() }: StartupErrorProps) {
  return (
    <main className="app-main message-screen">
      <h1>{GENERIC_TEXT}</h1>
      <p>The portal could not start. Please check your connection and try again.</p>
      <p lang="sw">
        Hitilafu imetokea! Tovuti imeshindwa kuanza. Tafadhali angalia mtandao wako na ujaribu tena.
      </p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Retry / Jaribu tena
      </button>
    </main>
  );
}
