/**
 * The keyboard tests' words (A11Y-5), imported as `* as keys`: the keys of support/keyboard.ts and
 * the steps the pages share, each a few keys and the checks that follow them.
 */
import type { Locator, Page } from 'playwright-core';
import { expectFocusArrives, press, tabOnceTo, tabTo, typeAtPace } from '../support/keyboard.ts';

export * from '../support/keyboard.ts';

type TabOptions = Parameters<typeof tabTo>[3];

/** Tabs (as often as it takes) to the field `target` and types `text` into it at pace. */
export async function typeInto(
  page: Page,
  target: Locator,
  what: string,
  text: string,
  options?: TabOptions,
): Promise<void> {
  await tabTo(page, target, what, options);
  await typeAtPace(page, text);
}

/** Tabs once to the next field, `target`, and types `text` into it at pace. */
export async function typeNext(page: Page, target: Locator, what: string, text: string) {
  await tabOnceTo(page, target, what);
  await typeAtPace(page, text);
}

/** Tabs (as often as it takes) to `target` and presses `key` (Enter unless told) on it. */
export async function pressOn(
  page: Page,
  target: Locator,
  what: string,
  key = 'Enter',
  options?: TabOptions,
): Promise<void> {
  await tabTo(page, target, what, options);
  await press(page, key);
}

/**
 * A searchable list in `scope` (its button, then a search box): Tab once to the button `button`,
 * Enter; focus goes to the search `search`, `text` is typed at pace and Enter takes the first
 * match. `what` names the button and the search in a failure.
 */
export async function chooseFromList(
  page: Page,
  scope: Locator,
  names: { button: RegExp; search: string },
  text: string,
  what: [button: string, search: string],
): Promise<void> {
  await tabOnceTo(page, scope.getByRole('button', { name: names.button }), what[0]);
  await press(page, 'Enter');
  await expectFocusArrives(page, scope.getByRole('combobox', { name: names.search }), what[1]);
  await typeAtPace(page, text);
  await press(page, 'Enter');
}

/** A dialog has opened: focus arrives on its close button, named `close`. */
export async function expectDialogOpen(page: Page, dialog: Locator, close: string) {
  await expectFocusArrives(page, dialog.getByRole('button', { name: close }), 'the dialog');
}
