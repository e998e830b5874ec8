import { describe, expect, it } from 'vitest';
import { configure, act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../content/language.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { type Language, paymentStarted, renderPayingScreen } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { prepaidSession } from '../../session/testing/prepaidSession.ts';
import { Component as PrepaidRecharge } from './PrepaidRechargeRoute.tsx';
import { rechargeHandlers } from './testing/rechargeHandlers.ts';
import { textsOf } from '../../testing/textsOf.ts';
import { pageHeading } from '../../testing/pageHeading.ts';

// A typed number is validated after the spec's 1000 ms input handler delay, so waits outlast it.
configure({ asyncUtilTimeout: 3_000 });

const server = setUpTestServer(rechargeHandlers());

const resources = cmsTexts('recharge-translation', 'validation-translation', 'orp-translation');

/** The page on a memory router, with a stand-in payment page to land on. */
function renderPage(language: Language = 'en') {
  return renderPayingScreen('/prepaid-recharge', PrepaidRecharge, { resources, language });
}

const phone = () => screen.findByRole('textbox', { name: /Mobile Number/ });
const amount = () => screen.getByRole('textbox', { name: /Amount/ });
const payButton = () => screen.getByRole('button', { name: 'Pay' });

describe('/prepaid-recharge', () => {
  // REC-1, REC-10
  it('shows the bundles of a prepaid number, grouped and sorted, once the number is confirmed', async () => {
    const { user } = renderPage();
    expect(pageHeading('Buy airtime and bundles')).toBeInTheDocument();
    await user.type(await phone(), '712000001');
    const bundles = screen.getByRole('region', { name: 'Bundles' });
    const daily = await within(bundles).findByRole('heading', { level: 3, name: 'Daily' });
    const groups = textsOf(bundles, 'heading', { level: 3 });
    expect(groups).toEqual(['Daily', 'Monthly', 'Others', 'Weekly']);
    expect(daily).toBeInTheDocument();
    const others = within(bundles).getAllByRole('list')[2]!;
    const names = within(others)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toMatch(/Night Internet 2GB/);
    expect(names[0]).toMatch(/Validity: 1 Day/);
    expect(names[1]).toMatch(/Social Unlimited.*Validity: Unlimited/);
    expect(
      within(bundles).getByRole('button', { name: /Siku Data 1GB.*1 GB.*TZS\s1,000/ }),
    ).toBeAvailable();
    expect(screen.getByText('Prepaid line confirmed')).toBeInTheDocument();
  });

  // REC-6, REC-8
  it('keeps Pay disabled below the minimum, with the engine message', async () => {
    const { user } = renderPage();
    await user.type(await phone(), '712000001');
    await screen.findByText('Prepaid line confirmed');
    await user.type(amount(), '400');
    expect(screen.getByText('Minimum amount should be TZS 500')).toBeInTheDocument();
    expect(payButton()).toBeUnavailable();
    await user.clear(amount());
    await user.type(amount(), '1000001');
    expect(screen.getByText('Maximum amount should be TZS 1,000,000')).toBeInTheDocument();
    expect(payButton()).toBeUnavailable();
  });

  // REC-9
  it('stores the payment of a valid amount and goes to /payment/start', async () => {
    const { user, router } = renderPage();
    await user.type(await phone(), '712000001');
    await user.type(amount(), '1000');
    await waitFor(() => expect(payButton()).toBeAvailable());
    await user.click(payButton());
    // Exactly the sample session, which is this recharge as the page stores it.
    expect(await paymentStarted(router)).toEqual(prepaidSession);
  });

  // REC-9
  it('stores a chosen bundle with its plan details', async () => {
    const { user } = renderPage();
    await user.type(await phone(), '712000001');
    await user.click(await screen.findByRole('button', { name: /Wiki Data 3GB/ }));
    expect(await paymentStarted()).toMatchObject({
      msisdn: '712000001',
      amount: 3000,
      transactionType: 'PREPAID_BUNDLES',
      rechargeType: 'BUNDLE PURCHASE',
      productCode: 'DATA_W_3GB',
      description: 'Wiki Data 3GB',
      data: '3',
      dataUnit: 'GB',
      bundleInfo: {
        description: 'Wiki Data 3GB',
        data: '3',
        dataUnit: 'GB',
        amount: 3000,
        lineType: 'PREPAID',
      },
    });
  });

  // REC-4
  it('says Invalid Mobile No for a number that fails validation, and offers no bundles or payment', async () => {
    const { user } = renderPage();
    await user.type(await phone(), '719999999');
    await user.type(amount(), '1000');
    expect(await screen.findByText('Invalid Mobile No')).toBeInTheDocument();
    expect(await phone()).toHaveAttribute('aria-invalid', 'true');
    expect(payButton()).toBeUnavailable();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('says so when the number is not a prepaid line', async () => {
    const { user } = renderPage();
    await user.type(await phone(), '713000001');
    await user.type(amount(), '1000');
    expect(await screen.findByText('This number is not a prepaid line')).toBeInTheDocument();
    expect(payButton()).toBeUnavailable();
  });

  // REC-8
  it('keeps Pay disabled while the number is still being checked', async () => {
    server.use(...rechargeHandlers({ validate: 'pending' }));
    const { user } = renderPage();
    await user.type(await phone(), '712000001');
    await user.type(amount(), '1000');
    expect(screen.getByText('Checking number…')).toBeInTheDocument();
    expect(payButton()).toBeUnavailable();
    // The blocker is silent: no field is marked invalid while the check runs.
    expect(amount()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows No Data found for an empty catalogue', async () => {
    server.use(...rechargeHandlers({ bundles: 'empty' }));
    const { user } = renderPage();
    await user.type(await phone(), '712000001');
    expect(await screen.findByText('No Data found')).toBeInTheDocument();
  });

  it('toasts the server message when the bundles cannot be loaded', async () => {
    server.use(...rechargeHandlers({ bundles: 'error' }));
    const { user } = renderPage();
    await user.type(await phone(), '712000001');
    expect(await screen.findByText('Bundle service is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Bundles could not be loaded.')).toBeInTheDocument();
  });

  it('speaks Swahili: title, bundles, button and the engine messages', async () => {
    const { user } = renderPage('sw');
    expect(pageHeading('Nunua muda wa maongezi na vifurushi')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Namba ya Simu/ }), '712000001');
    expect(await screen.findByRole('heading', { level: 3, name: 'Kila siku' })).toBeInTheDocument();
    // Units in Swahili words and order: 'GB 1', 'Siku 1', 'Siku 30'; no English 'Day(s)'.
    const bundles = screen.getByRole('region', { name: 'Vifurushi' });
    expect(
      within(bundles).getByRole('button', {
        name: /Siku Data 1GB.*GB 1.*Muda wa matumizi: Siku 1/,
      }),
    ).toBeInTheDocument();
    expect(
      within(bundles).getByRole('button', { name: /Combo Mwezi: 10GB \+ 500 Min.*GB 10.*Siku 30/ }),
    ).toBeInTheDocument();
    expect(within(bundles).queryByText(/Days?\b/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Kiasi/ }), '400');
    expect(screen.getByText('Kiasi cha chini kinapaswa kuwa TZS 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lipa' })).toBeUnavailable();
  });

  it('keeps the checked number and the typed amount through a switch to Swahili', async () => {
    const { user, i18n } = renderPage();
    await user.type(await phone(), '712000001');
    await user.type(amount(), '400');
    await screen.findByRole('heading', { level: 3, name: 'Daily' });
    await act(async () => {
      setLanguage('SW');
      await i18n.changeLanguage('sw');
    });
    expect(await screen.findByRole('textbox', { name: /Namba ya Simu/ })).toHaveValue('712000001');
    expect(screen.getByText('Kiasi cha chini kinapaswa kuwa TZS 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kila siku' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lipa' })).toBeUnavailable();
  });
});
