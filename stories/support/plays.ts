/**
 * Play functions that several story files share: what a person sees once the story has settled.
 * Each finds by role or text, as a person would, and fails the story when it is not there.
 */
import type {
  ByRoleMatcher,
  ByRoleOptions,
  Matcher,
  SelectorMatcherOptions,
} from '@testing-library/dom';
import { expect, waitFor, within } from 'storybook/test';

/** What every play receives that these steps use. */
export interface PlayContext {
  canvasElement: HTMLElement;
}
/** One step of a play (a whole play when used alone). */
export type Play = (context: PlayContext) => Promise<void>;

/** Waits for the element of `role` (and options) and expects it in the document. */
export function findsRole(role: ByRoleMatcher, options?: ByRoleOptions): Play {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole(role, options)).toBeInTheDocument();
  };
}

/** Waits for `text` and expects it in the document. */
export function findsText(text: Matcher, options?: SelectorMatcherOptions): Play {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text, options)).toBeInTheDocument();
  };
}

/** Expects each of `texts` on the canvas now (the story renders them without waiting). */
export function showsTexts(...texts: string[]): Play {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of texts) await expect(canvas.getByText(text)).toBeInTheDocument();
  };
}

/** The steps one after the other, as one play. */
export function steps(...all: Play[]): Play {
  return async (context) => {
    for (const step of all) await step(context);
  };
}

/**
 * A11Y-3: waits for the status region (role=status) on the canvas that says `words` (the
 * innermost, where one holds another) and returns it. Every page holds status regions that wait
 * empty (the toast region, the offline banner's), so a screen's status is found by what it says.
 */
export async function findStatusSaying(
  canvasElement: HTMLElement,
  words: string | RegExp,
): Promise<HTMLElement> {
  const says = (region: HTMLElement) => {
    const text = region.textContent ?? '';
    return typeof words === 'string' ? text.includes(words) : words.test(text);
  };
  return waitFor(() => {
    const saying = within(canvasElement).queryAllByRole('status').filter(says);
    const innermost = saying.filter(
      (region) => !saying.some((other) => other !== region && region.contains(other)),
    );
    if (innermost.length !== 1)
      throw new Error(
        `expected one status region saying ${String(words)}, found ${innermost.length}`,
      );
    return innermost[0]!;
  });
}
