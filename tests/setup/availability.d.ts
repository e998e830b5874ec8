/**
 * Types of the A11Y-2 matchers of src/testing/availability.ts, for vitest's `expect` (unit
 * tests, tests/setup/jsdom.ts) and storybook/test's (play functions, .storybook/preview.tsx).
 */
import 'vitest';
import 'storybook/test';

interface AvailabilityMatchers<R = unknown> {
  /** A person cannot use it: `disabled`, `aria-disabled="true"` (itself or an ancestor), or in a disabled fieldset. */
  toBeUnavailable(): R;
  /** A person can use it: none of what {@link toBeUnavailable} checks. */
  toBeAvailable(): R;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Assertion<T = unknown> extends AvailabilityMatchers<void> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends AvailabilityMatchers {}
}

declare module 'storybook/test' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Assertion<T> extends AvailabilityMatchers<Promise<void>> {}
}
