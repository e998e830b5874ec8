import type { CSSProperties } from 'react';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Text for screen readers; required unless `decorative`. */
  label?: string;
  size?: number;
  /** Hidden from assistive technology (a nearby text already says what is happening). */
  decorative?: boolean;
}

/** A rotating ring; stops rotating when the person prefers reduced motion (see base.css). */
export function Spinner({ label, size = 24, decorative = false }: SpinnerProps) {
  const style = { '--spinner-size': `${size}px` } as CSSProperties;
  if (decorative || !label) return <span className="spinner" style={style} aria-hidden="true" />;
  return (
    <span role="status">
      <span className="spinner" style={style} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
