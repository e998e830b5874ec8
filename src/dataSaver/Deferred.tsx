import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticShellContext } from '../ui/staticShell.ts';
import { Button } from '../ui/Button.tsx';
import { useDataSaver } from './useDataSaver.ts';

/** What is held back: a decorative image or a map. */
export type DeferredKind = 'image' | 'map';

/** Props of {@link Deferred}. */
export interface DeferredProps {
  kind: DeferredKind;
  /** What it shows (an image's alt text, a map's name), read with the button; may be empty. */
  label?: string;
  /** The image or map, rendered only when not saving data or once the person asks. */
  children: ReactNode;
}

/** The texts live in their own package, loaded only when a placeholder shows (SAVE-5). */
const NAMESPACE = 'dataSaver-translation';

function Placeholder({
  kind,
  label,
  onShow,
}: {
  kind: DeferredKind;
  label: string | undefined;
  onShow: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const noteId = useId();
  const note =
    kind === 'image'
      ? t('image.note', 'Image not loaded, to save data.')
      : t('map.note', 'Map not loaded, to save data.');
  return (
    <div className={`data-saver data-saver--${kind}`}>
      <p id={noteId} className="data-saver__note">
        {label ? `${note} ${label}` : note}
      </p>
      <Button variant="secondary" onClick={onShow} aria-describedby={noteId}>
        {kind === 'image' ? t('image.show', 'Show image') : t('map.load', 'Load map')}
      </Button>
    </div>
  );
}

/**
 * The one wrapper of a deferred image or map (SAVE-5, SAVE-6). Normal mode renders `children`
 * as they are, nothing added (no new request, no layout shift). In data-saver mode a light
 * placeholder with "Show image" / "Load map" stands in, and nothing of the children (so none of
 * their requests) exists until the button is pressed; focus then moves to what loaded, since the
 * pressed button is gone. Once shown it stays, even if the connection turns slow again.
 */
export function Deferred({ kind, label, children }: DeferredProps) {
  const isStatic = useContext(StaticShellContext);
  const saving = useDataSaver();
  const [shown, setShown] = useState(!saving);
  const [asked, setAsked] = useState(false);
  // Derived state: a connection that turns fast shows what was held back (and keeps it).
  if (!saving && !shown) setShown(true);
  const loaded = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked) loaded.current?.focus();
  }, [asked]);

  // The page drawn at build time cannot know the connection, and an img in its HTML would be
  // fetched before any script runs: the app's first render decides (docs/decisions.md).
  if (isStatic) return null;
  if (!shown) {
    return (
      <Placeholder
        kind={kind}
        label={label}
        onShow={() => {
          setShown(true);
          setAsked(true);
        }}
      />
    );
  }
  if (!asked) return <>{children}</>;
  return (
    <div ref={loaded} tabIndex={-1} className="data-saver__loaded">
      {children}
    </div>
  );
}
