import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteContent } from './routeHandle.ts';
import { wordsPending } from './pageArrival.ts';

/**
 * The words of a page's heading and intro, from its route content (routeContent.ts); `ready` is
 * false while they are the English defaults waiting for the page's translations.
 */
export function usePageText(content: RouteContent): {
  heading: string;
  intro: string;
  ready: boolean;
} {
  const { heading, intro } = content;
  const { t, ready } = useTranslation(heading?.namespace ?? 'orp-translation');
  return {
    heading: heading ? t(heading.key, heading.text) : '',
    intro: intro ? t(intro.key, intro.text) : '',
    ready,
  };
}

/**
 * A page's heading and intro as its route content words them. The prerendered shell
 * (src/prerender/PageShell.tsx) and the screen both draw this, so the keys and English defaults are
 * written once, in routeContent.ts, and the heading the shell painted is the one the screen keeps.
 */
export function PageHeader({ content, id }: { content: RouteContent; id?: string }) {
  const { heading, intro, ready } = usePageText(content);
  // A11Y-1: the page's name is said in its language, so not while the words are still coming.
  const pending = wordsPending(ready);
  return (
    <>
      {heading ? (
        <h1 id={id} {...pending}>
          {heading}
        </h1>
      ) : null}
      {intro ? <p className="page__muted">{intro}</p> : null}
    </>
  );
}

/** Props of {@link RoutePage}. */
export interface RoutePageProps {
  /** The route content the heading and intro come from. */
  content: RouteContent;
  /** The screen's own class, next to the shared `page` class. */
  className: string;
  /** `article` for a page that stands alone as a piece of writing (the loans page). */
  as?: 'section' | 'article';
  /** True while the page's own content loads (aria-busy). */
  busy?: boolean;
  children?: ReactNode;
}

/** A screen's page: a landmark named by its heading, the intro, then the screen's own parts. */
export function RoutePage({
  content,
  className,
  as: Tag = 'section',
  busy,
  children,
}: RoutePageProps) {
  const headingId = useId();
  return (
    <Tag className={`page ${className}`} aria-labelledby={headingId} aria-busy={busy}>
      <PageHeader content={content} id={headingId} />
      {children}
    </Tag>
  );
}
