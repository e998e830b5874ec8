import { screen, within } from '@testing-library/react';

/**
 * The label/value pairs of the description lists in `scope` (the whole screen by default), as a
 * screen reader pairs a term with the definition after it.
 */
export function termPairs(scope?: HTMLElement): Record<string, string> {
  const terms = scope ? within(scope).getAllByRole('term') : screen.getAllByRole('term');
  const out: Record<string, string> = {};
  for (const term of terms)
    out[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return out;
}
