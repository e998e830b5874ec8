/**
 * The notice shown when the app's code cannot load (offline, a new deployment): built node by
 * node, not from a markup string, so it needs no Trusted Types policy and no inline style
 * attribute (the style is set through the CSSOM, which the CSP allows).
 */
const LINES: readonly (readonly [string, string])[] = [
  ['The portal could not start.', 'Reload'],
  ['Tovuti haikuweza kuanza.', 'Pakia upya'],
];

export function showStartFailureNotice(root: HTMLElement): void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.style.padding = '16px';
  notice.style.fontFamily = 'system-ui, sans-serif';
  LINES.forEach(([sentence, reload], index) => {
    if (index > 0) notice.append(' · ');
    const link = document.createElement('a');
    link.href = window.location.href; // following it loads the page again
    link.textContent = reload;
    notice.append(`${sentence} `, link);
  });
  root.prepend(notice);
}
