import type { RouteContent } from '../app/routeHandle.ts';
import { PageHeader } from '../app/RoutePage.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/**
 * The prerendered stand-in of a screen: its heading (the very text the screen shows) and grey
 * blocks where its form or content will be. Nothing in it takes input, so nothing a person does
 * before the code arrives is lost when the app replaces it.
 */
export function PageShell({ content }: { content: RouteContent | undefined }) {
  return (
    <section className="page page-shell" aria-busy="true">
      {content ? <PageHeader content={content} /> : null}
      {content?.skeleton === 'form' ? (
        <div className="page__stack page-shell__blocks" aria-hidden="true">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" width="50%" />
        </div>
      ) : (
        <div className="page__stack page-shell__blocks" aria-hidden="true">
          <Skeleton height="1.5rem" width="60%" />
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      )}
    </section>
  );
}
