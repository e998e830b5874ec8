import { inertMarkup } from '../security/trustedTypes.ts';

/**
 * The build's prerendered HTML of a page (build/prerender.ts), e.g. `/sw/prepaid-recharge`,
 * parsed; undefined when it cannot be had. A static file beside index.html, like /config.json,
 * so it needs none of the services' headers or envelope.
 */
export async function fetchPrerenderedPage(path: string): Promise<Document | undefined> {
  const response = await fetch(path);
  if (!response.ok) return undefined;
  return new DOMParser().parseFromString(inertMarkup(await response.text()), 'text/html');
}
