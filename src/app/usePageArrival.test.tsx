import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { LiveAnnouncer } from '../ui/announcer/LiveAnnouncer.tsx';
import { PAGE_FOCUS_ATTRIBUTE, QUIET, WITHIN_PAGE } from './pageArrival.ts';
import { usePageArrival } from './usePageArrival.ts';

function Home() {
  return (
    <>
      <h1>Home</h1>
      <p>
        <Link to="/coverage">Coverage</Link> <Link to="/recharge">Recharge</Link>{' '}
        <Link to="/later">Help centre</Link>
      </p>
    </>
  );
}

function Recharge() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Prepaid recharge</h1>
      <input aria-label="Mobile Number" />
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** A payment page whose methods change inside it: the chosen one is where a person starts. */
function Payment({ method }: { method: 'card' | 'wallet' }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>Payment</h1>
      <Link to="/payment/card" state={WITHIN_PAGE}>
        Card
      </Link>{' '}
      <Link to="/payment/wallet" state={WITHIN_PAGE}>
        Wallet
      </Link>
      <h2 {...{ [PAGE_FOCUS_ATTRIBUTE]: '' }}>
        {method === 'card' ? 'Pay by card' : 'Pay by wallet'}
      </h2>
      <button type="button" onClick={() => void navigate('/payment/wallet', { state: QUIET })}>
        Use the default method
      </button>
    </>
  );
}

/** A screen drawn a moment after its route (a lazily loaded page). */
function Later() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return drawn ? <h1>Help centre</h1> : <p>Loading…</p>;
}

function Shell() {
  usePageArrival();
  return (
    <>
      <main id="main">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/recharge" element={<Recharge />} />
          <Route path="/coverage" element={<h1>Coverage map</h1>} />
          <Route path="/payment/card" element={<Payment method="card" />} />
          <Route path="/payment/wallet" element={<Payment method="wallet" />} />
          <Route path="/later" element={<Later />} />
        </Routes>
      </main>
      <LiveAnnouncer />
    </>
  );
}

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Shell />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return user;
}

/** What the polite region has said, in order. */
const said = () =>
  Array.from(screen.getByRole('status', { name: 'Announcements' }).children).map(
    (line) => line.textContent,
  );

beforeEach(() => {
  // jsdom draws no page to scroll; the rule's scrolling is the browser's (e2e).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePageArrival (A11Y-1: where a move puts the person)', () => {
  it('moves nothing on the first page: the browser starts a loaded page itself', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    expect(said()).toEqual([]);
  });

  it("puts focus on the new page's heading and says the page's name", async () => {
    const user = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Recharge' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Prepaid recharge' });
    expect(heading).toHaveFocus();
    // A heading is not in the tab order: it takes focus without joining it.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(said()).toEqual(['Prepaid recharge']);
  });

  it('waits for a page drawn late, then puts focus on its heading', async () => {
    const user = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Help centre' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(said()).toEqual(['Help centre']);
  });

  it('within a page (WITHIN_PAGE) puts focus on the element the screen names and says it', async () => {
    const user = renderAt('/payment/card');
    await user.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Pay by wallet' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).not.toHaveFocus();
    expect(said()).toEqual(['Pay by wallet']);
  });

  it('an address catching up (QUIET) moves nothing and says nothing', async () => {
    const user = renderAt('/payment/card');
    const button = screen.getByRole('button', { name: 'Use the default method' });
    await user.click(button);
    expect(screen.getByRole('heading', { level: 2, name: 'Pay by wallet' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use the default method' })).toHaveFocus();
    expect(said()).toEqual([]);
  });
});

describe('usePageArrival (A11Y-4: Back puts the person back)', () => {
  it('Back (navigate(-1)) puts focus back on the control the person left from', async () => {
    const user = renderAt('/');
    // The person moves through Home to its second link and follows it.
    await user.tab();
    await user.tab();
    const recharge = screen.getByRole('link', { name: 'Recharge' });
    expect(recharge).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Prepaid recharge' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Home is drawn anew: the same link (not the heading, not the first link) has focus.
    expect(screen.getByRole('link', { name: 'Recharge' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).not.toHaveFocus();
    expect(said()).toEqual(['Prepaid recharge', 'Home']);
  });
});
