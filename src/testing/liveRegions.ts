/**
 * A11Y-3: status regions as a person hears them. Every page now holds status regions that wait
 * empty from the first paint (the toast region, the announcer's, the offline banner's), so "the"
 * status region of a screen is the one that says its words, not the only one there is.
 */
import { screen } from '@testing-library/react';

function says(region: HTMLElement, words: string | RegExp): boolean {
  const text = region.textContent ?? '';
  return typeof words === 'string' ? text.includes(words) : words.test(text);
}

/** Whether some status region (role=status) on the page says `words`. */
export function statusSays(words: string | RegExp): boolean {
  return screen.queryAllByRole('status').some((region) => says(region, words));
}

/**
 * The status region that says `words` (the innermost, where one holds another); fails unless
 * exactly one does.
 */
export function statusSaying(words: string | RegExp): HTMLElement {
  const saying = screen.queryAllByRole('status').filter((region) => says(region, words));
  const innermost = saying.filter(
    (region) => !saying.some((other) => other !== region && region.contains(other)),
  );
  if (innermost.length !== 1) {
    throw new Error(
      `expected one status region saying ${String(words)}, found ${innermost.length}: ${screen
        .queryAllByRole('status')
        .map((region) => JSON.stringify(region.textContent))
        .join(', ')}`,
    );
  }
  return innermost[0]!;
}
