import '@testing-library/jest-dom/vitest';
import { afterEach, expect } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { availabilityMatchers } from '../../src/testing/availability.ts';

// A11Y-2: toBeUnavailable() / toBeAvailable(), what a person perceives of a control (disabled or
// aria-disabled alike); see src/testing/availability.ts.
expect.extend(availabilityMatchers);

// Component tests wait for what a person would see, never for a time: on a busy 2-core CI box a
// screen behind a retried request (ky retries a 500 after 0.3 s and 0.6 s) can take longer than
// the library's default second to appear, so findBy* waits up to 5 s before it fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
