import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { type Language, paymentStarted, renderPayingScreen } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as DataBundle } from './DataBundleRoute.tsx';
import { broadbandHandlers, RIGHT_OTP, ROUTER_NUMBER } from './testing/broadbandHandlers.ts';
import { pageHeading } from '../../testing/pageHeading.ts';

// A typed number is validated after the spec's 1000 ms input handler delay, so waits outlast it.
configure({ asyncUtilTimeout: 3_000 });

const server = setUpTestServer(broadbandHandlers);

const resources = cmsTexts('broadband-translation', 'validation-translation', 'otp-translation');

function renderPage(language: Language = 'en') {
  return renderPayingScreen('/data-bundle', DataBundle, {
    resources,
    language,
  });
}

const phone = () => screen.findByRole('textbox', { name: /Mobile Number/ });
const checkBalance = () => screen.getByRole('button', { name: 'Check balance' });
const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

async function openOtp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await phone(), ROUTER_NUMBER);
  await waitFor(() => expect(checkBalance()).toBeAvailable());
  await user.click(checkBalance());
  const dialog = await screen.findByRole('dialog', { name: 'Verify your number' });
  await within(dialog).findByLabelText('Digit 1 of 6');
  return dialog;
}

describe('/data-bundle', () => {
  it('keeps Check balance disabled until the number is confirmed', async () => {
    const { user } = renderPage();
    expect(pageHeading('Broadband data bundles')).toBeInTheDocument();
    await user.type(await phone(), '71400000');
    expect(checkBalance()).toBeUnavailable();
    await user.type(await phone(), '1');
    expect(await screen.findByText('Broadband line confirmed')).toBeInTheDocument();
    expect(checkBalance()).toBeAvailable();
  });

  // BB-1, BB-2
  it('checks the balance through the OTP and shows the active bundles, a dash for the unlimited one', async () => {
    const { user } = renderPage();
    await openOtp(user);
    await user.click(digit(1));
    await user.keyboard(RIGHT_OTP);
    const popup = await screen.findByRole('dialog', { name: 'Active bundles' });
    const data = within(popup).getByRole('table', { name: 'Data' });
    expect(
      within(data).getByRole('row', { name: /Router Data 60GB Mwezi 12.5 GB/ }),
    ).toBeInTheDocument();
    const unlimited = within(data).getByRole('row', { name: /Router Unlimited Night/ });
    expect(within(unlimited).getAllByRole('cell')[0]).toHaveTextContent(/^-Unlimited$/);
    expect(within(unlimited).getByText('-')).toBeVisible();
    const airtime = within(popup).getByRole('table', { name: 'Airtime' });
    expect(
      within(airtime).getByRole('row', { name: /Main Account TZS\s50,000/ }),
    ).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // OTP-4
  it('says Please enter correct OTP with the attempts left for a wrong code', async () => {
    const { user } = renderPage();
    const dialog = await openOtp(user);
    await user.click(digit(1));
    await user.keyboard('111111');
    expect(await within(dialog).findByText('Please enter correct OTP')).toBeInTheDocument();
    expect(within(dialog).getByText('Attempts left: 4')).toBeInTheDocument();
  });

  // OTP-4
  it('opens on the code and, after a wrong code (2003), puts focus back on it with the message read out', async () => {
    const { user } = renderPage();
    const dialog = await openOtp(user);
    // Not the close button: the person types the code straight away.
    await waitFor(() => expect(digit(1)).toHaveFocus());
    await user.keyboard('111111');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please enter correct OTP');
    expect(alert).toHaveTextContent('Attempts left: 4');
    await waitFor(() => expect(digit(1)).toHaveFocus());
    expect(digit(1)).toHaveAccessibleDescription(/Please enter correct OTP/);
  });

  // OTP-5
  it('keeps focus inside the dialog once the attempts are exhausted (2002)', async () => {
    const { user } = renderPage();
    const dialog = await openOtp(user);
    for (const left of [4, 3, 2, 1]) {
      await waitFor(() => expect(digit(1)).toHaveFocus());
      await user.keyboard('111111');
      await within(dialog).findByText(`Attempts left: ${left}`);
    }
    await waitFor(() => expect(digit(1)).toHaveFocus());
    await user.keyboard('111111');
    expect(await within(dialog).findByText('Maximum attempts exhausted.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveFocus());
    // Five wrong codes, each through MSW: more than the default 5 s on a busy machine.
  }, 30_000);

  // OTP-8
  it('toasts the send-limit message when the OTP cannot be sent', async () => {
    server.use(...broadbandHandlers({ balanceRequest: 'limit' }));
    const { user } = renderPage();
    await user.type(await phone(), ROUTER_NUMBER);
    await waitFor(() => expect(checkBalance()).toBeAvailable());
    await user.click(checkBalance());
    expect(
      await screen.findByText('max limit exhausted, please try after sometime.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // BB-4
  it('lists the router bundles by period and stores the chosen one for /payment/start', async () => {
    const { user, router } = renderPage();
    await user.type(await phone(), ROUTER_NUMBER);
    const list = screen.getByRole('region', { name: 'Data bundles' });
    await within(list).findByRole('heading', { level: 3, name: 'Monthly' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Monthly', 'Others', 'Weekly']);
    const monthly = within(list).getAllByRole('list')[0]!;
    expect(
      within(monthly)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringMatching(/Router Data 60GB Mwezi/),
      expect.stringMatching(/Router Unlimited Mwezi.*Validity: Unlimited/),
    ]);
    await user.click(within(list).getByRole('button', { name: /Router Data 20GB Wiki/ }));
    expect(await paymentStarted(router)).toMatchObject({
      msisdn: ROUTER_NUMBER,
      amount: 10000,
      transactionType: 'PREPAID_BUNDLES',
      rechargeType: 'BUNDLE PURCHASE',
      redirectPage: '/data-bundle',
      productCode: 'MIFI_W_20GB',
      bundleInfo: {
        description: 'Router Data 20GB Wiki',
        data: '20',
        dataUnit: 'GB',
        amount: 10000,
        lineType: 'PREPAID',
      },
    });
  });

  it('says Invalid Mobile No for a number that fails the check', async () => {
    const { user } = renderPage();
    await user.type(await phone(), '719999999');
    expect(await screen.findByText('Invalid Mobile No')).toBeInTheDocument();
    expect(checkBalance()).toBeUnavailable();
  });

  it('refuses the prepaid handset 712000001 as not a broadband line and offers no router bundles', async () => {
    const { user } = renderPage();
    await user.type(await phone(), '712000001');
    expect(await screen.findByText('This number is not a broadband line')).toBeInTheDocument();
    expect(await phone()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Broadband line confirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Router Data 20GB Wiki/ })).not.toBeInTheDocument();
    expect(checkBalance()).toBeUnavailable();
  });

  it('speaks Swahili: heading, button and the popup', async () => {
    const { user } = renderPage('sw');
    expect(pageHeading('Vifurushi vya data vya intaneti ya kasi')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Namba ya Simu/ }), ROUTER_NUMBER);
    const button = screen.getByRole('button', { name: 'Angalia salio' });
    await waitFor(() => expect(button).toBeAvailable());
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Thibitisha namba yako' });
    await user.click(await screen.findByLabelText(/1.*6/));
    await user.keyboard(RIGHT_OTP);
    const popup = await screen.findByRole('dialog', { name: 'Vifurushi vinavyotumika' });
    expect(within(popup).getByRole('table', { name: 'Muda wa maongezi' })).toBeInTheDocument();
  });
});
