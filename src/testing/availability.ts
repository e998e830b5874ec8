/**
 * A11Y-2: whether a control can act, as a person perceives it. A control that cannot act yet
 * says `aria-disabled="true"` and stays in the tab order (usePressGuard.ts); an input may still
 * be natively `disabled`. For a person (and a screen reader) both are "unavailable", so tests
 * ask that, not which attribute carries it: `expect(button).toBeUnavailable()` /
 * `toBeAvailable()`.
 *
 * Registered for the unit tests (tests/setup/jsdom.ts) and for the stories' play functions
 * (.storybook/preview.tsx); the types are in tests/setup/availability.d.ts.
 */

/** Elements the `disabled` attribute applies to (HTML "form-associated, disableable"). */
const DISABLEABLE = new Set([
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'OPTGROUP',
  'OPTION',
  'FIELDSET',
]);

/** Why `element` cannot act, in words for a failure message; null when it can. */
export function unavailableBecause(element: Element): string | null {
  if (DISABLEABLE.has(element.tagName) && element.hasAttribute('disabled')) {
    return 'it has the disabled attribute';
  }
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute('aria-disabled') === 'true') {
      return node === element
        ? 'it says aria-disabled="true"'
        : `an ancestor <${node.tagName.toLowerCase()}> says aria-disabled="true"`;
    }
    const parent: Element | null = node.parentElement;
    if (
      DISABLEABLE.has(element.tagName) &&
      parent?.tagName === 'FIELDSET' &&
      parent.hasAttribute('disabled') &&
      // The first legend of a disabled fieldset is not disabled by it.
      !(node.tagName === 'LEGEND' && parent.querySelector(':scope > legend') === node)
    ) {
      return 'it is inside a disabled fieldset';
    }
    if (
      element.tagName === 'OPTION' &&
      (parent?.tagName === 'OPTGROUP' || parent?.tagName === 'SELECT') &&
      parent.hasAttribute('disabled')
    ) {
      return `its <${parent.tagName.toLowerCase()}> is disabled`;
    }
  }
  return null;
}

interface MatcherResult {
  pass: boolean;
  message: () => string;
}

/** How a failure names the element: its tag and what it says. */
function described(element: Element): string {
  const name =
    element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ') ?? '';
  return `<${element.tagName.toLowerCase()}>${name ? ` "${name.slice(0, 60)}"` : ''}`;
}

function asElement(received: unknown, matcher: string): Element {
  if (received instanceof Element) return received;
  throw new TypeError(`${matcher}: expected a DOM element, received ${String(received)}`);
}

/**
 * The two matchers, for `expect.extend` (vitest's and storybook/test's). Each also works with
 * `.not`, though the pair reads better than a negation.
 */
export const availabilityMatchers = {
  /** It cannot act: natively disabled, aria-disabled (itself or an ancestor), or in a disabled fieldset. */
  toBeUnavailable(received: unknown): MatcherResult {
    const element = asElement(received, 'toBeUnavailable');
    const because = unavailableBecause(element);
    return {
      pass: because !== null,
      message: () =>
        because === null
          ? `expected ${described(element)} to be unavailable (disabled or aria-disabled="true"), but a person can use it`
          : `expected ${described(element)} not to be unavailable, but ${because}`,
    };
  },
  /** It can act: neither disabled nor aria-disabled, nor inside something that is. */
  toBeAvailable(received: unknown): MatcherResult {
    const element = asElement(received, 'toBeAvailable');
    const because = unavailableBecause(element);
    return {
      pass: because === null,
      message: () =>
        because === null
          ? `expected ${described(element)} not to be available, but a person can use it`
          : `expected ${described(element)} to be available, but ${because}`,
    };
  },
};
