import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, expect, sb } from 'storybook/test';
import { clearApiCache } from '../src/api/cache.ts';
import { clearCmsCache } from '../src/content/cmsCache.ts';
import { forgetRunningCmsLoads } from '../src/content/cmsLoader.ts';
import { resetContentStatus } from '../src/content/contentStatus.ts';
import { createTestI18n } from '../src/content/testing/contentKit.ts';
import { isEnglish, setLanguage } from '../src/content/language.ts';
import { ToastProvider } from '../src/ui/index.ts';
import { availabilityMatchers } from '../src/testing/availability.ts';

// The hooks and child dialogs the generated machine-state stories (stories/machines/) hand a
// replayed actor to. Spies call the real module, so every other story is unchanged.
sb.mock(import('../src/features/recharge/useBillFetch.ts'), { spy: true });
sb.mock(import('../src/features/payment/methods/shared/useWalletMachine.ts'), { spy: true });
sb.mock(import('../src/features/payment/methods/card/useCardMachine.ts'), { spy: true });
sb.mock(import('../src/features/payment/status/usePaymentStatusMachine.ts'), { spy: true });
sb.mock(import('../src/features/broadband/useBalanceCheck.ts'), { spy: true });
sb.mock(import('../src/line/useLineCheck.ts'), { spy: true });
sb.mock(import('../src/features/contact/useFormSave.ts'), { spy: true });
sb.mock(import('../src/features/hbb-lead/useHbbLead.ts'), { spy: true });
sb.mock(import('../src/features/hbb-lead/useLeadTrack.ts'), { spy: true });
// Screens that start their machine with useMachine themselves (help centre, search box).
sb.mock(import('@xstate/react'), { spy: true });

// A11Y-2: toBeUnavailable() / toBeAvailable() in play functions, as in the unit tests
// (src/testing/availability.ts; types in tests/setup/availability.d.ts).
expect.extend(availabilityMatchers);

// Play functions wait past the 1000 ms input handler delay before a typed number is validated.
configure({ asyncUtilTimeout: 3_000 });

/** Story parameters this preview reads. */
export interface PortalStoryParameters {
  /** Where the MemoryRouter starts (default ['/']); `false` for stories that bring their own router. */
  router?: { initialEntries?: string[] } | false;
}

// The real CMS translation packages, so the toolbar's Kiswahili shows the Swahili texts editors wrote.
const packages = import.meta.glob<Record<string, unknown>>('../schemas/cms/*/*-translation.json', {
  eager: true,
  import: 'default',
});
const resources: Record<'en' | 'sw', Record<string, Record<string, unknown>>> = { en: {}, sw: {} };
for (const [path, texts] of Object.entries(packages)) {
  const [, language, name] = /cms\/(en|sw)\/(.+)\.json$/.exec(path) ?? [];
  if ((language === 'en' || language === 'sw') && name) resources[language][name] = texts;
}
const i18n = createTestI18n(resources);

/** EN/SW from the toolbar: i18next and the portal's language state (CMS prefix '' or '/sw'). */
const withI18n: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'sw' ? 'sw' : 'en';
  // Switched before rendering so a Swahili story never flashes English first.
  // Each side on its own: a story may switch the portal's language (the language switch) while
  // i18next stays, and a Swahili story must then not fetch the English packages.
  if (isEnglish() !== (locale === 'en')) setLanguage(locale === 'sw' ? 'SW' : 'EN');
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

const withRouter: Decorator = (Story, context) => {
  const router = (context.parameters as PortalStoryParameters).router;
  if (router === false) return <Story />;
  // MemoryRouter reads initialEntries once, on mount, so a new array per render is harmless.
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/**
 * Each story starts as a first visit does: nothing cached, counted or still loading from the story
 * shown before it in the same page (Storybook swaps stories without reloading; a story that
 * delays or fails the CMS on purpose would otherwise answer the next story's asks).
 */
function freshContent(): void {
  forgetRunningCmsLoads();
  clearCmsCache();
  clearApiCache();
  resetContentStatus();
}

const preview: Preview = {
  beforeEach: freshContent,
  // Outermost last: i18n wraps router wraps toasts wraps the story.
  decorators: [withToasts, withRouter, withI18n],
  // MSW v3 addon (CSF 3 loader): the worker starts once; `parameters.msw` lists a story's handlers.
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Portal language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'sw', title: 'Kiswahili' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    // A story with an accessibility violation fails (test runner and the a11y panel's status).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
