/** FIRST-6: how long the app waits for a page's content before it takes over. */
import { describe, expect, it } from 'vitest';
import { firstRenderMaxWait } from './firstScreen.ts';

const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the first render wait', () => {
  it('is 3 s over a page of skeletons, 30 s over a prerendered form someone may be typing into', () => {
    expect(firstRenderMaxWait(page('<main><section class="page-shell"></section></main>'))).toBe(
      3000,
    );
    expect(
      firstRenderMaxWait(page('<main><form class="tw-form" method="dialog"><input></form></main>')),
    ).toBe(30_000);
  });
});
