/**
 * Entry. The page on screen is the prerendered shell (build/prerender.ts). This module is kept
 * tiny: it waits for the browser to paint that shell, then fetches every code file of the page
 * at once (the list the build wrote into the page) and starts the app (src/app/boot.tsx), whose
 * download and evaluation would otherwise compete with the first paint (speed issue, items 3,
 * 6 and 7; docs/decisions.md #43).
 */
import { fetchPrerenderedPage } from './api/prerenderedPage.ts';
import { showStartFailureNotice } from './app/startFailureNotice.ts';
import { yieldToMain } from './app/yieldToMain.ts';
import { i18nLanguage, languageFromPath } from './content/language.ts';
import { hasEarlyInput, watchPrerenderedForms } from './forms/takeover/earlyInput.ts';
import './styles/index.css';

/** Longest wait for the first paint before the app starts anyway (a browser without paint timing). */
const FIRST_PAINT_MAX_WAIT_MS = 3000;

/**
 * Resolves once the browser reports the first contentful paint (the shell is on the screen, not
 * only drawn), or after the longest wait. In a tab opened in the background this waits until the
 * tab is shown, which is when the app is needed.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const supported = PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
    const observer = supported
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
        })
      : undefined;
    const fallback = setTimeout(finish, FIRST_PAINT_MAX_WAIT_MS);
    function finish() {
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    }
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(finish, 0));
  });
}

/** Starts fetching the page's code files (all at once; the browser keeps them for the imports). */
function preloadPageCode(): void {
  const list = document.getElementById('app-preloads')?.textContent;
  let files: unknown;
  try {
    files = list ? JSON.parse(list) : [];
  } catch {
    files = [];
  }
  if (!Array.isArray(files)) return;
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
}

let appStarted = false;

/**
 * The prerendered page is in the language of its address; a visitor who chose the other one in
 * this session (and reloaded an address without /sw) gets that language's prerendered page
 * swapped in, unless the app has already taken over (docs/decisions.md #40).
 */
async function matchSessionLanguage(): Promise<void> {
  const { pathname, search } = window.location;
  if (languageFromPath(pathname).language) return; // the address decides
  const wanted = i18nLanguage();
  if (document.documentElement.lang === wanted) return;
  const page = await fetchPrerenderedPage(`${wanted === 'sw' ? '/sw' : ''}${pathname}${search}`);
  const shell = page?.getElementById('root');
  if (appStarted || !page || !shell || page.documentElement.lang !== wanted) return;
  // Not over a form someone has started to fill in: their page stays (FIRST-2).
  if (hasEarlyInput()) return;
  document.getElementById('root')?.replaceChildren(...shell.childNodes);
  document.documentElement.lang = wanted;
  document.title = page.title;
}

async function main(): Promise<void> {
  // From the first task: what a person types or presses in the prerendered form is kept for
  // the live form (issue 28, FIRST-2 and FIRST-3).
  watchPrerenderedForms();
  void matchSessionLanguage().catch(() => undefined);
  await afterFirstPaint();
  preloadPageCode();
  // React's DOM renderer is most of the app's code: evaluated in a task of its own, the app's
  // start-up runs as two shorter tasks instead of one long one (speed issue, item 7).
  await import('react-dom/client');
  await yieldToMain();
  const { startApp } = await import('./app/boot.tsx');
  await yieldToMain(); // the app's evaluation and its start are two tasks, not one
  appStarted = true;
  await startApp();
}

void main().catch((error: unknown) => {
  // The chunk could not load (offline, a new deployment): the shell stays, with a way to retry.
  console.error(error);
  const root = document.getElementById('root');
  if (root) showStartFailureNotice(root);
});
