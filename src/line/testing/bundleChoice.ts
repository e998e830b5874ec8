/**
 * Shared by the state tests of the pages that offer a line's bundles (RechargeForm,
 * DataBundlePage): what the bundles region shows before and after the line is confirmed.
 */
import { expect, type Mock } from 'vitest';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * On a confirmed line, a card to choose, which selects its bundle on the line machine; before
 * that, the hint and no card at all.
 */
export async function expectBundlesFollowLine(
  bundles: HTMLElement,
  confirmed: boolean,
  page: {
    user: UserEvent;
    send: Mock;
    card: RegExp;
    selected: { type: 'bundle.select'; amount: number; productCode: string };
    hint: string;
  },
) {
  if (confirmed) {
    const card = await within(bundles).findByRole('button', { name: page.card });
    expect(card).toBeAvailable();
    await page.user.click(card);
    expect(page.send).toHaveBeenLastCalledWith(page.selected);
  } else {
    expect(within(bundles).getByText(page.hint)).toBeInTheDocument();
    expect(within(bundles).queryByRole('button')).toBeNull();
  }
}
