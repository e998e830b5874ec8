import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes, standIn, type Language } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as HelpRoute } from './HelpRoute.tsx';
import { helpHandlers } from './testing/helpHandlers.ts';
import { pageHeading } from '../../testing/pageHeading.ts';

const server = setUpTestServer([], { portal: false });

const resources = cmsTexts('getHelp-translation', 'faq-translation');

function renderHelp(
  language: Language = 'en',
  votes: string[] = [],
  overrides: Parameters<typeof server.use> = [],
) {
  server.use(...helpHandlers({ votes }));
  server.use(...overrides);
  return renderRoutes(
    [
      { path: '/gethelp', Component: HelpRoute },
      standIn('/store_finder/twiga_shop', 'Shops page'),
      standIn('/contact-us', 'Contact page'),
      standIn('/store-locator', 'Store locator page'),
    ],
    '/gethelp',
    { resources, language, toasts: false },
  );
}

const topics = () => screen.findByRole('heading', { name: 'Help topics' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('/gethelp stages', () => {
  // HELP-2, HELP-3, HELP-4, HELP-9, HELP-10, HELP-11
  it('walks topic → sub-topic → question → answer, votes, and goes back stage by stage', async () => {
    const votes: string[] = [];
    const { user } = renderHelp('en', votes);
    await topics();
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
    const popular = screen.getByRole('heading', { name: 'Popular questions' })
      .parentElement as HTMLElement;
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'How do I recharge my prepaid line?',
      'How do I buy a data bundle?',
      'How do I pay my postpaid bill?',
      'I forgot my Twiga Money PIN',
    ]);

    await user.click(button('Bills & Payments'));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Help centreBills & Payments',
    );
    expect(screen.getByRole('heading', { name: 'Related topics' })).toBeInTheDocument();
    await user.click(button('Postpaid'));
    expect(screen.getByRole('heading', { level: 2, name: 'Postpaid' })).toBeInTheDocument();
    await user.click(
      within(
        screen.getByRole('heading', { name: 'Questions' }).parentElement as HTMLElement,
      ).getByRole('button', { name: 'How do I pay my postpaid bill?' }),
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'How do I pay my postpaid bill?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/fetch your bill with a one-time code/)).toBeInTheDocument();
    expect(screen.getByText('50% of people found this helpful')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Store' })).toHaveAttribute(
      'href',
      '/store-locator',
    );
    expect(screen.getByRole('link', { name: 'You can call 300' })).toHaveAttribute(
      'href',
      'tel:300',
    );
    const up = button('Yes, this was helpful');
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await user.click(up);
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, this was helpful' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(votes).toEqual(['Q3:true']));

    await user.click(button(/Back/));
    expect(screen.getByRole('heading', { level: 2, name: 'Postpaid' })).toBeInTheDocument();
    await user.click(button(/Back/));
    expect(screen.getByRole('heading', { name: 'Related topics' })).toBeInTheDocument();
    await user.click(button(/Back/));
    expect(screen.getByRole('heading', { name: 'Help topics' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });

  // HELP-1, HELP-4, HELP-5
  it('a popular question opens its answer from stage 1, and Back returns to stage 1', async () => {
    const { user } = renderHelp();
    await topics();
    await user.click(button('I forgot my Twiga Money PIN'));
    expect(screen.getByText(/Dial \*150\*60#/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Twiga MoneyPIN',
    );
    await user.click(button(/Back/));
    expect(await topics()).toBeInTheDocument();
  });

  // HELP-6
  it('a topic whose first entry has its own link goes there', async () => {
    const { user, router } = renderHelp();
    await topics();
    await user.click(button('Shops'));
    expect(await screen.findByRole('heading', { name: 'Shops page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store_finder/twiga_shop');
  });

  it('shows the help centre in Swahili', async () => {
    renderHelp('sw');
    expect(await screen.findByRole('heading', { name: 'Mada za msaada' })).toBeInTheDocument();
    expect(pageHeading('Tunawezaje kukusaidia?')).toBeInTheDocument();
    expect(button('Salio na Vifurushi')).toBeInTheDocument();
  });

  // HELP-10
  it('sanitises the answer HTML', async () => {
    const { user } = renderHelp(
      'en',
      [],
      [
        http.get('*/cms/webpage/activePackage', () =>
          HttpResponse.json({
            data: {
              packageHtml: JSON.stringify({
                helpItems: [
                  {
                    question: 'Risky?',
                    parentCategory: 'P',
                    category: 'C',
                    popular: 'true',
                    answer:
                      '<p>Safe text</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
                  },
                ],
              }),
            },
          }),
        ),
      ],
    );
    await topics();
    await user.click(button('Risky?'));
    const body = screen.getByText('Safe text').parentElement as HTMLElement;
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('<script');
  });
});

describe('/gethelp search', () => {
  // HELP-8
  it('suggests matching questions 300 ms after typing stops, with the match marked', async () => {
    renderHelp();
    const box = await screen.findByRole('combobox', { name: 'Search help questions' });
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'POSTPAID' } });
    act(() => vi.advanceTimersByTime(299));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = screen.getByRole('option', { name: 'How do I pay my postpaid bill?' });
    expect(within(option).getByText('postpaid').tagName).toBe('MARK');

    fireEvent.change(box, { target: { value: 'roaming' } });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No Data found');
  });

  it('choosing a suggestion with the keyboard opens its answer', async () => {
    const { user } = renderHelp();
    const box = await screen.findByRole('combobox', { name: 'Search help questions' });
    await user.type(box, 'pin');
    expect(
      await screen.findByRole('option', { name: 'I forgot my Twiga Money PIN' }),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      screen.getByRole('heading', { level: 2, name: 'I forgot my Twiga Money PIN' }),
    ).toBeInTheDocument();
  });
});
