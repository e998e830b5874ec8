/**
 * Issue 29, FORM-14: every draft-07 construct the engine draws, published by an editor through the
 * content service (as the contact form, the page that takes a whole package, FORM-18) and opened
 * in the portal in a phone-sized Chromium, in English and Swahili: the form is drawn by the rich
 * part of the engine, in the page's language, with no axe violation and nothing refused.
 */
import { describe } from 'vitest';
import { cmsPublishPath } from '../../src/api/endpoints.ts';
import { CONSTRUCT_NAMES, constructPackage } from '../../src/forms/testing/constructPackages.ts';
import { controlHeaders } from '../../sandbox/control/contract.ts';
import { expect, expectNoAxeViolations, test } from './support/index.ts';
import { main, openPage } from './support/screen.ts';

const text = (name: (typeof CONSTRUCT_NAMES)[number], lang: 'en' | 'sw') =>
  JSON.stringify({ ...constructPackage(name, lang), id: 'get-contact-form-schema' });

describe.each([
  ['en', '/contact-us', 'Contact us', 'Send'],
  ['sw', '/sw/contact-us', 'Wasiliana nasi', 'Tuma'],
] as const)('in %s, every construct an editor publishes', (_lang, path, heading, send) => {
  test.for(CONSTRUCT_NAMES)('%s is drawn by the engine', async (name, { page, baseUrl }) => {
    const response = await fetch(
      new URL(cmsPublishPath('pair', { name: 'get-contact-form-schema' }), baseUrl),
      {
        method: 'PUT',
        headers: { ...controlHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ en: text(name, 'en'), sw: text(name, 'sw') }),
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    await openPage(page, path, heading);
    // The package's form, drawn once the rich part is in: its button, no refusal, no loading line.
    await main(page).getByRole('button', { name: send, exact: true }).waitFor();
    expect(await main(page).getByRole('alert').count()).toBe(0);
    expect(await main(page).locator('form.tw-form').count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
