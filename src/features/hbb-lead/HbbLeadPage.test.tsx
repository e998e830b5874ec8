import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadEnterpriseFlag } from '../../session/paymentSession.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import {
  type Language,
  PAYMENT_START,
  paymentStarted,
  renderRoutes,
  standIn,
  type User,
} from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { saveStoredDevice } from './hbbConfig.ts';
import { Component as HbbLeadRoute } from './HbbLeadRoute.tsx';
import { hbbHandlers } from './testing/hbbHandlers.ts';
import { HBB_TOWNS } from '../../testing/hbbTowns.ts';
import { pageHeading } from '../../testing/pageHeading.ts';

const leads: Record<string, unknown>[] = [];
const geocoded: string[] = [];
const otpSends: Record<string, unknown>[] = [];
const server = setUpTestServer(hbbHandlers({ leads, geocoded, otpSends }));

beforeEach(() => {
  sessionStorage.clear();
  leads.length = 0;
  geocoded.length = 0;
  otpSends.length = 0;
});

const resources = cmsTexts(
  'hbb-translation',
  'lead-status-translation',
  'validation-translation',
  'orp-translation',
  'otp-translation',
);

// With fake timers (the redirect test) the user session advances them while it waits between keys.
function renderAt(path: '/hbb-lead' | '/hbb-lead-status', language: Language = 'en') {
  return renderRoutes(
    [
      { path: '/hbb-lead', Component: HbbLeadRoute },
      { path: '/hbb-lead-status', Component: HbbLeadRoute },
      PAYMENT_START,
      standIn('/', 'Home page'),
    ],
    path,
    { resources, language },
  );
}

const proceed = () => screen.getByRole('button', { name: 'Proceed' });

async function choosePlan(user: User, name = 'Home Plus') {
  await user.click(await screen.findByRole('radio', { name }));
  await user.click(proceed());
}

interface Details {
  fullName: string;
  town: string;
  address: string;
}

async function fillDetails(user: User, { fullName, town, address }: Details) {
  await user.type(await screen.findByRole('textbox', { name: /Full Name/ }), fullName);
  await user.type(screen.getByRole('textbox', { name: /Contact Number/ }), '712000001');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@example.co.tz');
  await user.click(screen.getByRole('button', { name: /^Town/ }));
  await user.click(await screen.findByRole('option', { name: town }));
  await user.type(screen.getByRole('textbox', { name: /Installation Address/ }), address);
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
}

/** Confirms the geocoded address, then types the OTP. */
async function confirmAndVerify(user: User, place: string) {
  const confirm = await screen.findByRole('dialog', { name: 'Is this your installation address?' });
  expect(confirm).toHaveTextContent(place);
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  const otp = await screen.findByRole('dialog', { name: 'Verify your number' });
  await user.type(await within(otp).findByLabelText('Digit 1 of 6'), '123456');
}

/** Expects the device card to name `name` and list `feature`. */
async function seesDevice(name: string, feature: string) {
  expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Features' })).toHaveTextContent(feature);
}

/** Chooses Home Plus and sends `fullName`'s lead at Samora Avenue, Dar es Salaam, verified. */
async function leadAtSamora(user: User, fullName: string) {
  await choosePlan(user);
  await fillDetails(user, { fullName, town: 'Dar es Salaam', address: 'Samora Avenue' });
  await confirmAndVerify(user, 'Samora Avenue, Dar es Salaam, Tanzania');
}

describe('/hbb-lead', () => {
  // HBB-2, HBB-3
  it('enables Proceed once a plan is chosen and shows it in the Selected Plan card', async () => {
    const { user } = renderAt('/hbb-lead');
    const group = await screen.findByRole('group', { name: 'Choose a plan' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('row', { name: /Home Plus/ })).toHaveTextContent(
      /500 GB.*30 Days.*TZS\s?85,000/,
    );
    expect(within(group).getByRole('row', { name: /Home Unlimited/ })).toHaveTextContent(
      'Unlimited',
    );
    const selected = screen.getByRole('region', { name: 'Selected Plan' });
    expect(selected).toHaveTextContent('No plan selected yet');
    expect(proceed()).toBeUnavailable();
    await user.click(within(group).getByRole('radio', { name: 'Home Plus' }));
    expect(within(group).getByRole('radio', { name: 'Home Plus' })).toBeChecked();
    expect(proceed()).toBeAvailable();
    expect(selected).toHaveTextContent('Home Plus: Home Internet 20 Mbps');
  });

  // ROUTE-13, HBB-1
  it('shows the default device from the CMS, or the device stored beforehand', async () => {
    renderAt('/hbb-lead');
    await seesDevice('Twiga 4G Home Router', 'Free installation at your home');
    cleanup();
    saveStoredDevice({
      name: 'Twiga 5G Outdoor Unit',
      features: ['Mounted outside for the best signal'],
    });
    renderAt('/hbb-lead');
    await seesDevice('Twiga 5G Outdoor Unit', 'Mounted outside for the best signal');
  });

  // HBB-3, HBB-4
  it('builds the customer details form from the field-list schema, towns from the town list, and Back returns to the plans', async () => {
    const { user } = renderAt('/hbb-lead');
    await choosePlan(user);
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toBeInTheDocument();
    for (const name of [/Contact Number/, /Email/, /Installation Address/, /Landmark/])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Town/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(HBB_TOWNS);
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeUnavailable();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const chosen = await screen.findByRole('radio', { name: 'Home Plus' });
    expect(chosen).toBeChecked();
    // A11Y-1: the Back button pressed is gone; focus is on the plan the person chose.
    await waitFor(() => expect(chosen).toHaveFocus());
  });

  // HBB-8
  it("shows 'Congratulations' for Dar es Salaam, stores the lead and goes to /payment/start with the plan", async () => {
    // Simulated time for the statechart's 3 s redirect; it still runs on for the network and the UI.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderAt('/hbb-lead');
    await leadAtSamora(user, 'Asha Mushi');
    const success = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(success).toHaveTextContent('Your lead ID: LEAD-0001');
    expect(geocoded).toEqual(['Samora Avenue, Dar es Salaam']);
    expect(otpSends).toEqual([
      {
        email: 'asha@example.co.tz',
        customerDetails: { fullName: 'Asha Mushi' },
        requestType: 'HBB_LEADS',
        msisdn: '712000001',
      },
    ]);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      fullName: 'Asha Mushi',
      contactNumber: '712000001',
      feasibility: true,
      address: {
        type: 'INSTALLATION',
        city: 'Dar es Salaam',
        street1: 'Samora Avenue',
        lat: -6.816221,
        lng: 39.289413,
      },
      plan: { code: 'HBB_PLUS', amount: 85000, currency: 'TZS' },
      source: 'WEBPORTAL',
      uniqueCode: 'UC-1',
      lineType: 'PREPAID',
      consent: true,
    });
    expect(loadEnterpriseFlag()).toEqual({ enabled: true, id: 'LEAD-0001' });
    expect(router.state.location.pathname).toBe('/hbb-lead');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await paymentStarted(router)).toMatchObject({
      msisdn: '712000001',
      amount: 85000,
      transactionType: 'HBB_LEADS',
      rechargeType: 'HOME BROADBAND',
      redirectPage: '/hbb-lead',
      productCode: 'HBB_PLUS',
    });
  });

  // HBB-5, HBB-9
  it("shows the 'Thank you' unavailable modal for Kigoma, after the geocoder fell back to the town", async () => {
    const { user, router } = renderAt('/hbb-lead');
    await choosePlan(user, 'Home Basic');
    await fillDetails(user, { fullName: 'Juma Said', town: 'Kigoma', address: 'Plot 7 Lake Road' });
    await confirmAndVerify(user, 'Kigoma, Tanzania');
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(thanks).toHaveTextContent('not yet available at your address');
    expect(geocoded).toEqual(['Plot 7 Lake Road, Kigoma', 'Kigoma']);
    expect(leads[0]).toMatchObject({ feasibility: false });
    await user.click(within(thanks).getByRole('button', { name: 'Explore other Products' }));
    expect(router.state.location.pathname).toBe('/');
  });

  // HBB-10
  it("says 'Something Went Wrong!' when a feasible lead gets no lead id, and keeps the details", async () => {
    const { user } = renderAt('/hbb-lead');
    await leadAtSamora(user, 'No Lead');
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('No Lead');
  });

  // HBB-6
  it('offers the map picker when nothing is found, then confirm or edit', async () => {
    server.use(http.get('*/maps/geocode', () => HttpResponse.json({ results: [] })));
    const { user } = renderAt('/hbb-lead');
    await choosePlan(user);
    await fillDetails(user, {
      fullName: 'Asha Mushi',
      town: 'Arusha',
      address: 'Unknown Street 4',
    });
    const map = await screen.findByRole('dialog', { name: 'Confirm installation address' });
    const cont = await within(map).findByRole('button', { name: 'Continue' });
    expect(cont).toBeUnavailable();
    const places = within(map).getByRole('group', { name: 'Nearest place' });
    expect(within(places).getAllByRole('radio')[0]).toHaveAccessibleName('Arusha');
    await user.click(within(places).getByRole('radio', { name: 'Arusha' }));
    await user.click(cont);
    const confirm = await screen.findByRole('dialog', {
      name: 'Is this your installation address?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Edit' }));
    expect(
      await screen.findByRole('dialog', { name: 'Confirm installation address' }),
    ).toBeInTheDocument();
  });

  it('speaks Swahili', async () => {
    const { user } = renderAt('/hbb-lead', 'sw');
    expect(pageHeading('Intaneti ya nyumbani')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Chagua kifurushi' });
    // Units in Swahili order and words: 'GB 500', 'Siku 30', never the English '30 Days'.
    const plus = within(group).getByRole('row', { name: /Home Plus/ });
    expect(plus).toHaveTextContent(/GB 500.*Siku 30/);
    expect(plus).not.toHaveTextContent('Days');
    await user.click(within(group).getByRole('radio', { name: 'Home Basic' }));
    const selected = screen.getByRole('region', { name: 'Kifurushi Ulichochagua' });
    expect(selected).toHaveTextContent('Home Basic');
    expect(selected).toHaveTextContent(/GB 200.*Siku 30/);
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(await screen.findByRole('textbox', { name: /Jina Kamili/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ruta ya Nyumbani ya Twiga 4G' }),
    ).toBeInTheDocument();
  });
});

describe('/hbb-lead-status', () => {
  it('thanks the person with the stored lead id, or offers to start a lead', async () => {
    renderAt('/hbb-lead-status');
    expect(pageHeading('Lead status')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get home broadband' })).toHaveAttribute(
      'href',
      '/hbb-lead',
    );
    cleanup();
    sessionStorage.setItem('hbbLeadId', 'LEAD-0042');
    renderAt('/hbb-lead-status', 'sw');
    expect(screen.getByText('Asante kwa kuwasiliana nasi')).toBeInTheDocument();
    expect(screen.getByText('LEAD-0042')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Nenda ukurasa wa mwanzo' })).toHaveAttribute(
        'href',
        '/',
      ),
    );
  });

  it(
    'tracks a lead by its reference and contact number, and says so when none matches',
    async () => {
      const { user } = renderAt('/hbb-lead-status');
      const track = await screen.findByRole('region', { name: 'Track your request' });
      const leadId = await within(track).findByRole('textbox', { name: /Lead ID/ });
      const contact = within(track).getByRole('textbox', { name: /Contact Number/ });
      await user.type(leadId, 'lead-0001');
      await user.type(contact, '712000002');
      await user.click(within(track).getByRole('button', { name: 'Track' }));
      expect(
        await within(track).findByText(
          'We could not find a request with this lead ID and contact number. Please check both and try again.',
        ),
      ).toBeInTheDocument();
      await user.clear(contact);
      await user.type(contact, '712000001');
      await user.click(within(track).getByRole('button', { name: 'Track' }));
      const result = await within(track).findByRole('heading', { name: 'Your request' });
      await waitFor(() => expect(result).toHaveFocus());
      const row = (label: string) =>
        within(track).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(row('Lead ID')).toBe('LEAD-0001');
      expect(row('Status')).toBe('Received');
      expect(row('Plan')).toBe('Home Internet 20 Mbps');
      expect(row('Town')).toBe('Dar es Salaam');
      expect(
        within(track).getByText('Our team will call you to arrange the installation.'),
      ).toBeInTheDocument();
      expect(within(track).queryByText(/We could not find a request/)).not.toBeInTheDocument();
    },
    // Two look-ups typed key by key: slow on a loaded machine, not a hang.
    15_000,
  );

  it('prefills the stored lead id and tracks in Swahili', async () => {
    sessionStorage.setItem('hbbLeadId', 'LEAD-0001');
    const { user } = renderAt('/hbb-lead-status', 'sw');
    const track = await screen.findByRole('region', { name: 'Fuatilia ombi lako' });
    expect(await within(track).findByRole('textbox', { name: /Namba ya Ombi/ })).toHaveValue(
      'LEAD-0001',
    );
    await user.type(
      within(track).getByRole('textbox', { name: /Namba ya Simu ya Mawasiliano/ }),
      '712000001',
    );
    await user.click(within(track).getByRole('button', { name: 'Fuatilia' }));
    await within(track).findByRole('heading', { name: 'Ombi lako' });
    expect(
      within(track).getByText('Hali', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('Limepokelewa');
  });
});
