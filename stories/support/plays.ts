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
import { expect, within } from 'storybook/test';

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
