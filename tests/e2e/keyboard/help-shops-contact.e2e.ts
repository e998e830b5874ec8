/**
 * A11Y-5: the help centre, the store locator and the contact form by keyboard alone, at 360 px,
 * in English and Swahili; and the offline banner and a toast, said when they appear (A11Y-3).
 * Keys only (Tab, Shift+Tab, Enter, Space, typing at a person's pace); the sandbox's fixed rows:
 * the help documents, shops in Dar es Salaam, Arusha and Dodoma (none within 100 km of Kigoma).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNoAxeViolations, injectFault, main, test } from '../support/index.ts';
import * as keys from './keys.ts';

/** Presses Enter on the main content's button `name`, reached by Tab. */
async function pressButton(page: Page, name: string): Promise<void> {
  await keys.tabTo(page, main(page).getByRole('button', { name, exact: true }).first(), name);
  await keys.press(page, 'Enter');
}

/** A11Y-1: a move inside the page puts focus on the new view's heading `name`, and says it. */
async function expectViewAt(page: Page, name: string): Promise<void> {
  const heading = main(page).getByRole('heading', { level: 2, name, exact: true });
  await keys.expectFocusArrives(page, heading, `the '${name}' heading`);
  await keys.expectAnnounced(page, name);
}

describe('help centre by keyboard', () => {
  const languages = [
    {
      language: 'English',
      path: '/gethelp',
      topic: 'Bills & Payments',
      sub: 'Postpaid',
      question: 'How do I pay my postpaid bill?',
      yes: 'Yes, this was helpful',
      thanks: 'Thank you!',
    },
    {
      language: 'Swahili',
      path: '/sw/gethelp',
      topic: 'Bili na Malipo',
      sub: 'Malipo baadaye',
      question: 'Ninalipaje bili yangu ya malipo baadaye?',
      yes: 'Ndiyo, limenisaidia',
      thanks: 'Asante!',
    },
  ];
  for (const words of languages) {
    // A11Y-1, A11Y-3, A11Y-5; HELP-2, HELP-4, HELP-11
    test(`${words.language}: a topic, its sub-topic, an answer and the vote`, async ({ page }) => {
      await page.goto(words.path);
      await pressButton(page, words.topic);
      await expectViewAt(page, words.topic);
      await pressButton(page, words.sub);
      await expectViewAt(page, words.sub);
      await pressButton(page, words.question);
      await expectViewAt(page, words.question);
      await expectNoAxeViolations(page);
      await pressButton(page, words.yes);
      // The pressed thumb is gone: focus goes to the thank-you, which is said once.
      const thanks = main(page).getByText(words.thanks, { exact: true });
      await keys.expectFocusArrives(page, thanks, `'${words.thanks}'`);
      await keys.expectAnnounced(page, words.thanks);
      await expectNoAxeViolations(page);
    });
  }
});

describe('store locator by keyboard', () => {
  // A11Y-3, A11Y-5; MAP-2, MAP-3: the seven shops of Dar es Salaam, said as one sentence.
  test('English: a place typed and chosen with Enter; the shops found are said', async ({
    page,
  }) => {
    await page.goto('/store-locator');
    const search = main(page).getByRole('combobox', { name: 'Search your location' });
    await keys.tabTo(page, search, 'the place search');
    await keys.typeAtPace(page, 'Dar es Salaam');
    await keys.press(page, 'Enter');
    await keys.expectAnnounced(page, '7 shops near you');
    await expectNoAxeViolations(page);
  });

  // A11Y-3, A11Y-5; MAP-4: nothing within 100 km of Kigoma.
  test('Swahili: a place with no shop near it says so', async ({ page }) => {
    await page.goto('/sw/store-locator');
    const search = main(page).getByRole('combobox', { name: 'Tafuta eneo lako' });
    await keys.tabTo(page, search, 'the place search');
    await keys.typeAtPace(page, 'Kigoma');
    await keys.press(page, 'Enter');
    await keys.expectAnnounced(
      page,
      'Hakuna matokeo yanayolingana. Tafadhali jaribu tena kwa eneo lingine.',
    );
    await expectNoAxeViolations(page);
  });
});

describe('contact form by keyboard', () => {
  const languages = [
    {
      language: 'English',
      path: '/contact-us',
      send: 'Send message',
      fullName: /Full Name/,
      contact: /Contact Number/,
      email: /Email/,
      subject: /^Subject/,
      search: 'Search',
      subjectText: 'Postpaid or fixed-internet bill',
      message: /Message/,
      sent: 'Message sent',
    },
    {
      language: 'Swahili',
      path: '/sw/contact-us',
      send: 'Tuma ujumbe',
      fullName: /Jina Kamili/,
      contact: /Namba ya Simu/,
      email: /Barua pepe/,
      subject: /^Mada/,
      search: 'Tafuta',
      subjectText: 'Bili ya malipo ya baadaye au intaneti ya waya',
      message: /Ujumbe/,
      sent: 'Ujumbe umetumwa',
    },
  ];
  for (const words of languages) {
    // A11Y-1, A11Y-2, A11Y-3, A11Y-5; ROUTE-14
    test(`${words.language}: Send on an empty form, then filled and sent`, async ({ page }) => {
      await page.goto(words.path);
      const form = main(page);
      const field = (name: RegExp) => form.getByRole('textbox', { name });
      const send = form.getByRole('button', { name: words.send });
      // A11Y-2: Send is in the tab order on an empty form; a press shows what is missing and
      // puts focus on the first field to fix.
      await keys.pressOn(page, send, 'Send');
      await keys.expectFocusArrives(page, field(words.fullName), 'the Full Name field');
      await expectNoAxeViolations(page);
      await keys.typeAtPace(page, 'Asha Mushi');
      await keys.typeNext(page, field(words.contact), 'the number', '712000001');
      await keys.typeNext(page, field(words.email), 'the Email field', 'asha@example.co.tz');
      const list = { button: words.subject, search: words.search };
      const text = words.subjectText.slice(0, 8);
      await keys.chooseFromList(page, form, list, text, [
        'the Subject',
        "the subject list's search",
      ]);
      await keys.typeInto(page, field(words.message), 'the Message field', 'My bill is wrong.');
      await keys.pressOn(page, send, 'Send');
      // The form gives way to the thank-you: focus goes to its heading, which is said.
      await keys.expectFocusArrives(
        page,
        form.getByRole('heading', { name: words.sent }),
        `the '${words.sent}' heading`,
      );
      await keys.expectAnnounced(page, words.sent);
      await expectNoAxeViolations(page);
    });
  }
});

/** The browser's connection off or on, as the page hears it (tests/e2e/offline.e2e.ts). */
async function setOffline(context: BrowserContext, page: Page, on: boolean): Promise<void> {
  await context.setOffline(on);
  await page.waitForFunction((wanted) => navigator.onLine === !wanted, on);
}

describe('offline banner and toast', () => {
  // A11Y-3; OFF-5, OFF-7: the banner's news and an error toast are each said when they appear.
  test('a failed plan list is said by its toast; offline and back online are said', async ({
    page,
    baseUrl,
    log,
  }) => {
    log.allowConsole(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|500/,
      'the plan list fails and the connection drops on purpose',
    );
    await injectFault(baseUrl, { path: 'product/v1/bundle', status: 500, count: 5 });
    await page.goto('/hbb-lead');
    // The error toast says the service's own message.
    await keys.expectAnnounced(page, 'Sandbox fault: HTTP 500');
    await setOffline(page.context(), page, true);
    await keys.expectAnnounced(page, 'You are offline');
    await expectNoAxeViolations(page);
    await setOffline(page.context(), page, false);
    await keys.expectAnnounced(page, 'You are back online.');
  });
});
