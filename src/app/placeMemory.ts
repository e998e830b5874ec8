/**
 * A11Y-1: where a person was on a page (focused control and scroll), kept per history entry so
 * Back and Forward put them back there, as a browser does for pages it loads itself.
 */
export interface Place {
  /** A selector that finds the focused control again once the page is drawn anew. */
  focus: string | null;
  scrollY: number;
}

/** A selector for `element` that survives a new drawing of the same page: its id, else its path. */
export function selectorFor(element: Element | null): string | null {
  if (!element || element === document.body || !element.isConnected) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const steps: string[] = [];
  let node: Element | null = element;
  while (node && node !== document.body) {
    if (node.id) {
      steps.unshift(`#${CSS.escape(node.id)}`);
      break;
    }
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    const index = Array.prototype.indexOf.call(parent.children, node) + 1;
    steps.unshift(`${node.tagName.toLowerCase()}:nth-child(${index})`);
    node = parent;
  }
  return steps.join(' > ');
}
