import { screen } from '@testing-library/react';

/** The page's heading (its h1) named `name`, the first thing a person reads of a screen. */
export const pageHeading = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 1, name });

/** Waits for the page's heading named `name` (a lazily loaded or navigated-to screen). */
export const findPageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name });
