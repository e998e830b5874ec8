import type { RouteContent } from '../app/routeHandle.ts';
import { PageHeader } from '../app/RoutePage.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/** Placeholder rows of the payment method list: as many as the portal's payment methods. */
const PAYMENT_METHOD_ROWS = 5;

/**
 * The prerendered stand-in of a screen that cannot be drawn at build: its heading (the very text
 * the screen shows) and grey blocks of fixed size where its content will be. The payment page's
 * (issue 28, item 4) are its summary and method list, in the page's own layout classes, so the
 * live page takes their place without moving what is around them. Nothing here takes input.
 */
export function PageShell({ content }: { content: RouteContent | undefined }) {
  if (content?.skeleton === 'payment') {
    return (
      <div className="payment-shell">
        <div className="payment-start page-shell" aria-busy="true">
          <PageHeader content={content} />
          <div className="payment-start__grid" aria-hidden="true">
            <div className="payment-summary page-shell__summary">
              <Skeleton height="1.5rem" width="50%" />
              <Skeleton height="6rem" />
            </div>
            <div className="payment-start__main page__stack">
              {Array.from({ length: PAYMENT_METHOD_ROWS }, (_, row) => (
                <Skeleton key={row} height="3.25rem" />
              ))}
            </div>
          </div>
        </div>
      </div>
    );
  }
  return (
    <section className="page page-shell" aria-busy="true">
      {content ? <PageHeader content={content} /> : null}
      <div className="page__stack page-shell__blocks" aria-hidden="true">
        <Skeleton height="1.5rem" width="60%" />
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    </section>
  );
}
