/**
 * Issue 29, FORM-14: every draft-07 construct the engine draws, published by an editor through the
 * content service (as the contact form, the page that takes a whole package, FORM-18) and opened
 * in the portal in a phone-sized Chromium, in English and Swahili: the form is drawn by the rich
 * part of the engine, in the page's language, with no axe violation and nothing refused.
 */
import { describe } from 'vitest';
import { CONSTRUCT_NAMES, constructPackage } from '../../src/forms/testing/constructPackages.ts';
import { expect, expectNoAxeViolations, publishPair, test } from './support/index.ts';
import { main, openPage } from './support/screen.ts';

const text = (name: (typeof CONSTRUCT_NAMES)[number], lang: 'en' | 'sw') =>
  JSON.stringify({ ...constructPackage(name, lang), id: 'get-contact-form-schema' });

describe.each([
  ['en', '/contact-us', 'Contact us', 'Send'],
  ['sw', '/sw/contact-us', 'Wasiliana nasi', 'Tuma'],
] as const)('in %s, every construct an editor publishes', (_lang, path, heading, send) => {
  test.for(CONSTRUCT_NAMES)('%s is drawn by the engine', async (name, { page, baseUrl }) => {
    await publishPair(baseUrl, 'get-contact-form-schema', {
      en: text(name, 'en'),
      sw: text(name, 'sw'),
    });
    await openPage(page, path, heading);
    // The package's form, drawn once the rich part is in: its button, no refusal, no loading line.
    await main(page).getByRole('button', { name: send, exact: true }).waitFor();
    expect(await main(page).getByRole('alert').count()).toBe(0);
    expect(await main(page).locator('form.tw-form').count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
