import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { onlineState, resetOnlineState } from './onlineState.ts';

import swTexts from '../../schemas/cms/sw/offline-translation.json';

function goOffline() {
  act(() => window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  act(() => window.dispatchEvent(new Event('online')));
}

describe('OfflineBanner (OFF-5, OFF-7, OFF-8)', () => {
  afterEach(() => {
    resetOnlineState();
    vi.restoreAllMocks();
  });

  it('shows nothing while online', () => {
    render(<OfflineBanner />);
    // A11Y-3: the region waits, empty, so the change to offline is read when it happens.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the phone is offline and offers the USSD codes as tel: links', () => {
    render(<OfflineBanner />);
    goOffline();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are offline');
    expect(status).toHaveTextContent(
      'Recharges, payments and number checks need the internet. You can still dial these codes from this phone:',
    );
    const codes = within(status).getByRole('list', { name: 'Dial a code' });
    const links = within(codes).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Recharge airtime with a voucher *150*01#', 'tel:*150*01%23'],
      ['Check your balance *150*02#', 'tel:*150*02%23'],
      ['Buy a bundle *150*03#', 'tel:*150*03%23'],
    ]);
  });

  it('is already offline when the page starts without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
  });

  it('says so when the connection is back, until dismissed', async () => {
    render(<OfflineBanner />);
    goOffline();
    goOnline();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'You are back online. Anything you typed is still there: send it when you are ready.',
    );
    expect(within(status).queryByRole('link')).toBeNull();
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onlineState().get()).toBe('online');
  });

  it('speaks Swahili with the Swahili package, codes from the package', () => {
    const i18n = createTestI18n({ 'offline-translation': swTexts }, 'sw');
    render(
      <I18nextProvider i18n={i18n}>
        <OfflineBanner />
      </I18nextProvider>,
    );
    goOffline();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Hakuna intaneti');
    const links = within(status).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ongeza salio kwa vocha *150*01#',
      'Angalia salio lako *150*02#',
      'Nunua kifurushi *150*03#',
    ]);
    goOnline();
    expect(status).toHaveTextContent('Intaneti imerudi.');
    expect(within(status).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });
});
