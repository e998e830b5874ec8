import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { requestFinished, requestStarted } from '../content/contentStatus.ts';
import { i18nLanguage, subscribeLanguage } from '../content/language.ts';
import { renderApp, setUpShellTestServer, TEST_CMS_BASE } from './testing/testCms.tsx';
import { setPageViewSink } from './pageTracking.ts';
import { toastDurationFor } from './Layout.tsx';
import { findPageHeading } from '../testing/pageHeading.ts';
import { statusSays } from '../testing/liveRegions.ts';

const server = setUpShellTestServer();
let unsubscribe: () => void = () => {};

afterEach(() => {
  unsubscribe();
  setPageViewSink(undefined);
});

/** Renders the app and makes the test i18n instance follow the language state, as initI18n does. */
function renderWithLanguage(path: string) {
  const view = renderApp(path);
  unsubscribe = subscribeLanguage((language) => {
    void view.i18n.changeLanguage(i18nLanguage(language));
  });
  return view;
}

describe('layout', () => {
  it('builds the header nav and the footer from the CMS packages', async () => {
    renderWithLanguage('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Find a store' })).toHaveAttribute(
      'href',
      '/storeLocator',
    );
    expect(within(nav).getByRole('link', { name: 'Fixed internet' })).toHaveAttribute(
      'href',
      '/orp/fixed-internet',
    );
    expect(screen.getByRole('link', { name: 'Twiga home' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(
      within(footer).getByText('© 2026 Twiga Tanzania. All rights reserved.'),
    ).toBeInTheDocument();
  });

  // I18N-2, I18N-8
  it('switches everything to Swahili: CMS header and footer reload, html lang follows', async () => {
    const user = userEvent.setup();
    renderWithLanguage('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Find a store' });
    await user.click(screen.getByRole('button', { name: 'Kiswahili' }));
    expect(await within(nav).findByRole('link', { name: 'Tafuta duka' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('contentinfo')).findByRole('heading', { name: 'Msaada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sessionStorage.getItem('selectedLanguage')).toBe('SW');
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
  });

  it('puts the header links behind a Menu button that Escape closes, focus back on the button', async () => {
    const user = userEvent.setup();
    renderWithLanguage('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The links come with the header package; the button controls the list that holds them.
    const findStore = await within(nav).findByRole('link', { name: 'Find a store' });
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(findStore);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    findStore.focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    // A tap anywhere outside the menu closes it too.
    await user.click(menu);
    await user.click(screen.getByRole('main'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to the built-in nav when the header package fails', async () => {
    server.use(
      http.get(`${TEST_CMS_BASE}/cms/webpage/activePackage`, ({ request }) => {
        if (new URL(request.url).searchParams.get('pageUrl') !== '/website-headers-config')
          return undefined;
        return HttpResponse.json(
          { statusCode: 500, status: 'failure', message: 'down' },
          { status: 500 },
        );
      }),
    );
    renderWithLanguage('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Recharge' })).toHaveAttribute(
      'href',
      '/prepaid-recharge',
    );
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/gethelp');
  });

  it('rejects a header package with an unsafe link and uses the built-in nav', async () => {
    server.use(
      http.get(`${TEST_CMS_BASE}/cms/webpage/activePackage`, ({ request }) => {
        if (new URL(request.url).searchParams.get('pageUrl') !== '/website-headers-config')
          return undefined;
        const packageHtml = JSON.stringify({
          logo: { alt: 'x', href: '/' },
          nav: [{ label: 'Evil', href: 'javascript:alert(1)' }],
          languages: [],
        });
        return HttpResponse.json({ data: { packageHtml } });
      }),
    );
    renderWithLanguage('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Recharge' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
  });

  // UI-2
  it('shows the loading overlay and marks main busy while content loads', async () => {
    renderWithLanguage('/about');
    // Wait until the page, header and footer packages have all come in, as a person waits for the
    // overlay to go: a package still loading would keep the overlay up after requestFinished.
    await findPageHeading('About Twiga');
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', {
      name: 'Find a store',
    });
    await within(screen.getByRole('contentinfo')).findByRole('heading', { name: 'Support' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
    act(() => requestStarted());
    expect(statusSays('Please wait ...')).toBe(true);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    act(() => requestFinished());
    expect(screen.queryByText('Please wait ...')).not.toBeInTheDocument();
  });

  // ROUTE-16
  it('reports a page view for each navigation', async () => {
    const views: string[] = [];
    setPageViewSink((pathname) => views.push(pathname));
    const { router } = renderWithLanguage('/about');
    await findPageHeading('About Twiga');
    await act(() => router.navigate('/page-not-found'));
    await findPageHeading('Page not found');
    // The view and the title are recorded after the page renders: wait for them, not the heading.
    await waitFor(() => expect(views).toEqual(['/about', '/page-not-found']));
    await waitFor(() => expect(document.title).toBe('Page not found | Twiga'));
  });

  it('offers a skip link to the main landmark', async () => {
    renderWithLanguage('/about');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  // UI-5
  it('gives toasts 10 s on payment screens and 3 s elsewhere', () => {
    expect(toastDurationFor('/payment/start/card')).toBe(10_000);
    expect(toastDurationFor('/payment/status')).toBe(10_000);
    expect(toastDurationFor('/prepaid-recharge')).toBe(3_000);
    expect(toastDurationFor('/paymentless')).toBe(3_000);
  });
});
