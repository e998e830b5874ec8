/**
 * Page-view seam between the shell and the analytics adapter: the layout reports every
 * navigation here; main.tsx connects the adapter (`pageName(pathname)` + `track`). Kept as a
 * seam so tests and stories run the layout without analytics.
 */
type PageViewSink = (pathname: string) => void;

let sink: PageViewSink | undefined;

/** Connects (or, with undefined, disconnects) the receiver of page views. */
export function setPageViewSink(next: PageViewSink | undefined): void {
  sink = next;
}

/** Reports a page view of `pathname`. Does nothing until a sink is connected. */
export function trackPageView(pathname: string): void {
  sink?.(pathname);
}
