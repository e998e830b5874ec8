import { useId, type ReactNode } from 'react';

export interface PageProps {
  /** The feature's own class, next to the shared `page` frame (layout.css): `recharge`, `hbb` ... */
  className: string;
  /** The page's one h1, already translated; it names the page's landmark. */
  title: ReactNode;
  /** The quiet line under the heading, already translated. */
  intro?: ReactNode;
  /** An article for a page that is a text to read (the loans page); a section otherwise. */
  as?: 'section' | 'article';
  children?: ReactNode;
}

/**
 * The frame every screen shares: a landmark named by its heading, the heading, the intro, then
 * the screen's own content. One place for the heading's id and the frame's classes.
 */
export function Page({ className, title, intro, as: Tag = 'section', children }: PageProps) {
  const headingId = useId();
  return (
    <Tag className={`page ${className}`} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {intro ? <p className="page__muted">{intro}</p> : null}
      {children}
    </Tag>
  );
}
