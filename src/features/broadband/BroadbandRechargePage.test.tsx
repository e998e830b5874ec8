import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { type Language, paymentStarted, renderPayingScreen } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as BroadbandRecharge } from './BroadbandRechargeRoute.tsx';
import { broadbandHandlers, ROUTER_NUMBER } from './testing/broadbandHandlers.ts';
import { pageHeading } from '../../testing/pageHeading.ts';

// A typed number is validated after the spec's 1000 ms input handler delay, so waits outlast it.
configure({ asyncUtilTimeout: 3_000 });

setUpTestServer(broadbandHandlers);

const resources = cmsTexts('broadband-translation', 'validation-translation');

function renderPage(language: Language = 'en') {
  return renderPayingScreen('/broadband-recharge', BroadbandRecharge, {
    resources,
    language,
  });
}

describe('/broadband-recharge', () => {
  // REC-7
  it('keeps Pay disabled outside the prepaid bounds, with the engine message', async () => {
    const { user } = renderPage();
    expect(pageHeading('Broadband recharge')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }), ROUTER_NUMBER);
    await screen.findByText('Broadband line confirmed');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '400');
    expect(screen.getByText('Minimum amount should be TZS 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeUnavailable();
  });

  it('stores the broadband recharge and goes to /payment/start', async () => {
    const { user, router } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }), ROUTER_NUMBER);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5000');
    const pay = screen.getByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeAvailable());
    await user.click(pay);
    expect(await paymentStarted(router)).toEqual({
      msisdn: ROUTER_NUMBER,
      amount: 5000,
      lineType: 'PREPAID',
      transactionType: 'PREPAID_RECHARGE',
      currency: 'TZS',
      redirectPage: '/broadband-recharge',
      rechargeType: 'Broadband Recharge',
    });
  });

  it('speaks Swahili', async () => {
    const { user } = renderPage('sw');
    expect(pageHeading('Kuongeza salio la intaneti ya kasi')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Namba ya Simu/ }), '719999999');
    expect(await screen.findByRole('button', { name: 'Lipa' })).toBeUnavailable();
  });
});
