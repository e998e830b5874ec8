/**
 * Every Storybook story, as a designer opens it: the built Storybook in Chromium at phone size.
 * Each story must finish rendering (and its play function, if any) without an error, log no
 * console error or warning (unless listed below with its reason), and show no WCAG A/AA
 * violation. One test per story, so a failure names the state that broke.
 */
import axe from 'axe-core';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolations } from '../e2e/support/axe.ts';
import { mobileViewport, openBrowser } from '../e2e/support/browser.ts';
import { unexpectedStoryConsole } from './storyConsole.ts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    channel: {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, listener: (payload: never) => void) => void;
    };
    currentRender?: { id?: string };
  };
  /** Storybook's own verdict per story, recorded from its channel (see `listen`). */
  __storyVerdicts?: Record<string, StoryVerdict>;
}

/** How Storybook says a story ended: its STORY_FINISHED status and any play failure's message. */
interface StoryVerdict {
  status?: 'success' | 'error' | 'warning';
  playError?: string;
}

const storybookUrl = inject('storybookUrl');
const index = (await (await fetch(`${storybookUrl}/index.json`)).json()) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

/**
 * Records Storybook's verdicts in the page. The render's final phase is no verdict: a play
 * function that throws (a failed `expect`, or a `findByRole` that never finds) still ends in
 * 'finished'; only the `storyFinished` event's status and `playFunctionThrewException` tell.
 */
async function listen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as PreviewWindow;
    const verdicts: Record<string, StoryVerdict> = {};
    w.__storyVerdicts = verdicts;
    const channel = w.__STORYBOOK_PREVIEW__?.channel;
    channel?.on('playFunctionThrewException', (error: { message?: string }) => {
      const id = w.__STORYBOOK_PREVIEW__?.currentRender?.id ?? '';
      verdicts[id] = { ...verdicts[id], playError: error.message ?? 'the play function threw' };
    });
    channel?.on('storyFinished', ({ storyId, status }: { storyId: string; status: 'success' }) => {
      verdicts[storyId] = { ...verdicts[storyId], status };
    });
  });
}

/**
 * Shows a story in an already loaded preview, as the Storybook UI does (the story already shown
 * is remounted, so it runs again under the listener), and returns Storybook's verdict.
 */
async function showStory(page: Page, id: string): Promise<StoryVerdict> {
  await page.evaluate((storyId) => {
    const w = window as PreviewWindow;
    const preview = w.__STORYBOOK_PREVIEW__;
    if (w.__storyVerdicts) delete w.__storyVerdicts[storyId];
    if (preview?.currentRender?.id === storyId) preview.channel.emit('forceRemount', { storyId });
    else preview?.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await page.waitForFunction(
    (storyId) => (window as PreviewWindow).__storyVerdicts?.[storyId]?.status !== undefined,
    id,
    { timeout: 20_000 },
  );
  return page.evaluate((storyId) => (window as PreviewWindow).__storyVerdicts?.[storyId] ?? {}, id);
}

/** Waits for the first story of a freshly loaded preview to end (its verdict is not recorded). */
async function firstRender(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender as
        { id?: string; phase?: string } | undefined;
      return (
        render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '')
      );
    },
    id,
    { timeout: 20_000 },
  );
}

/** Pages shared by the concurrent tests; each loads Storybook's preview once. */
const POOL_SIZE = 2;
let browser: Browser;
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  const first = stories[0]?.id ?? '';
  for (let i = 0; i < POOL_SIZE; i += 1) {
    // A context each: pages of one context share localStorage, so one page's clean-up (or a
    // story's own) would reach the other's story through the storage event mid-play (the
    // remembered numbers follow other tabs).
    const context = await browser.newContext({ viewport: mobileViewport });
    const page = await context.newPage();
    await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(first)}&viewMode=story`);
    await firstRender(page, first);
    await listen(page);
    await page.evaluate(axe.source);
    idle.push(page);
  }
});
afterAll(async () => {
  await browser?.close();
});

function acquire(): Promise<Page> {
  const page = idle.pop();
  return page ? Promise.resolve(page) : new Promise((resolve) => waiting.push(resolve));
}

async function release(page: Page): Promise<void> {
  // A story may store the language or a payment: the next story starts clean.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  const next = waiting.shift();
  if (next) next(page);
  else idle.push(page);
}

async function storyViolations(page: Page): Promise<string> {
  const violations = await axeViolations(page, '#storybook-root');
  return violations.length === 0 ? '' : formatViolations(violations);
}

describe.concurrent('every story renders, plays and passes axe', () => {
  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(100);
  });

  it.each(stories.map((s) => [`${s.title} / ${s.name}`, s.id] as const))(
    '%s',
    async (_name, id) => {
      const page = await acquire();
      const errors: string[] = [];
      const logged: { type: string; text: string }[] = [];
      const onError = (error: Error) => errors.push(error.message);
      const onConsole = (message: ConsoleMessage) =>
        logged.push({ type: message.type(), text: message.text() });
      page.on('pageerror', onError);
      page.on('console', onConsole);
      try {
        const verdict = await showStory(page, id);
        expect({ ...verdict, errors }).toEqual({ status: 'success', errors: [] });
        expect(await storyViolations(page)).toBe('');
        expect(unexpectedStoryConsole(id, logged), 'console errors and warnings').toEqual([]);
      } finally {
        page.off('pageerror', onError);
        page.off('console', onConsole);
        await release(page);
      }
    },
  );
});
