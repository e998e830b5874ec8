/**
 * Entry: load the runtime configuration (/config.json), start i18next, render the app. If
 * anything fails on the way, a readable bilingual error replaces the page, never a white screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageName } from './analytics/pageName.ts';
import { track } from './analytics/analytics.ts';
import { loadRuntimeConfig } from './api/runtimeConfig.ts';
import { App } from './app/App.tsx';
import { setPageViewSink } from './app/pageTracking.ts';
import { StartupError } from './app/StartupError.tsx';
import { initI18n } from './content/i18n.ts';
import './styles/index.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    await loadRuntimeConfig();
    const i18n = initI18n();
    // The page-tracking name rule lives in src/analytics; the value is numeric as analytics demands.
    setPageViewSink((pathname) =>
      track({ category: 'page_view', action: pageName(pathname), value: 1 }),
    );
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
  }
}

void start();
