/** Leaving the portal for the card gateway (its own module so tests can observe it). */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}
