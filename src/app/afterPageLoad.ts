/**
 * Runs `task` once the page has loaded and the browser is idle: work the first screen does not
 * need (the service worker's install, which downloads the precache) then never competes with
 * the route's own code and content for a slow phone's bandwidth and CPU (speed issue, item 7;
 * OFF-2). Where requestIdleCallback is missing (Safari), a zero timeout after the load event.
 */
export function afterPageLoad(task: () => void, target: Window = window): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') {
      target.requestIdleCallback(() => task(), { timeout: 5000 });
    } else {
      target.setTimeout(task, 0);
    }
  };
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
