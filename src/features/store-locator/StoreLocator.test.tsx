import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderWithTexts, type Language } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as StoreLocatorRoute } from './StoreLocatorRoute.tsx';
import { storeHandlers, type StoreHandlerOptions } from './testing/storeHandlers.ts';
import { pageHeading } from '../../testing/pageHeading.ts';

const server = setUpTestServer([], { portal: false });
const shopRequests: URL[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('shopsbycoordinates')) shopRequests.push(new URL(request.url));
  });
});
beforeEach(() => {
  shopRequests.length = 0;
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** The browser's geolocation: a fixed position, or a failure with the given code. */
function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if ('code' in answer)
          fail({
            code: answer.code,
            message: 'no',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          });
        else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
      },
    },
  });
}

function renderLocator(options: StoreHandlerOptions = {}, language: Language = 'en') {
  server.use(...storeHandlers(options));
  return renderWithTexts(
    <MemoryRouter>
      <StoreLocatorRoute />
    </MemoryRouter>,
    { resources: cmsTexts('storeLocator-translation'), language, toasts: false },
  ).user;
}

async function searchPlace(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('combobox', { name: 'Search your location' }), text);
  await user.click(await screen.findByRole('option', { name: `${text}, Tanzania` }));
}

const cards = async () =>
  within(
    await screen
      .findByRole('heading', { name: 'Shops near you' })
      .then((h) => h.nextElementSibling as HTMLElement),
  ).getAllByRole('listitem');

describe('the store locator', () => {
  // MAP-1, MAP-2, MAP-3
  it('lists the shops near a searched place, numbered by distance with Km, address and phone', async () => {
    const user = renderLocator();
    expect(pageHeading('Find a Twiga shop near you')).toBeInTheDocument();
    await searchPlace(user, 'Dar es Salaam');
    const list = await cards();
    expect(list).toHaveLength(3);
    expect(list.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      '1. Twiga Shop Kariakoo',
      '2. Twiga Shop Samora',
      '3. Twiga Shop Mikocheni',
    ]);
    expect(within(list[0] as HTMLElement).getByText('0.8 Km')).toBeInTheDocument();
    expect(within(list[1] as HTMLElement).getByText('1.8 Km')).toBeInTheDocument();
    expect(within(list[2] as HTMLElement).getByText('6.5 Km')).toBeInTheDocument();
    expect(
      within(list[1] as HTMLElement).getByText('Samora Avenue, City Centre, Dar es Salaam'),
    ).toBeInTheDocument();
    expect(
      within(list[1] as HTMLElement).getByRole('link', { name: '+255 712 100 001' }),
    ).toHaveAttribute('href', 'tel:+255712100001');
    expect(within(list[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(shopRequests[0]?.searchParams.get('distanceInKilometers')).toBe('100');
    expect(shopRequests[0]?.searchParams.get('latitude')).toBe('-6.81281');
    // The keyless map numbers its pins in the same order.
    const mapList = within(screen.getByRole('figure')).getAllByRole('listitem');
    expect(mapList.map((li) => li.textContent)).toEqual([
      '1. Twiga Shop Kariakoo',
      '2. Twiga Shop Samora',
      '3. Twiga Shop Mikocheni',
    ]);
  });

  // MAP-3
  it('pointing at a card marks it and its pin', async () => {
    const user = renderLocator();
    await searchPlace(user, 'Dar es Salaam');
    const second = (await cards())[1] as HTMLElement;
    const show = within(second).getByRole('button', { name: /Show on map/ });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.hover(second);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    const mapItems = within(screen.getByRole('figure')).getAllByRole('listitem');
    expect(mapItems[1]).toHaveClass('is-emphasised');
    expect(mapItems[0]).not.toHaveClass('is-emphasised');
  });

  // MAP-1
  it('uses the current location when the browser gives it', async () => {
    stubGeolocation({ lat: -3.386925, lng: 36.682995 });
    const user = renderLocator();
    await user.click(screen.getByRole('button', { name: 'Use current location' }));
    const list = await cards();
    expect(list.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      '1. Twiga Shop Arusha Clock Tower',
    ]);
  });

  // MAP-5
  it('says so when the browser denies the location (code 1)', async () => {
    stubGeolocation({ code: 1 });
    const user = renderLocator();
    expect(screen.getByText('or')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use current location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We are unable to access your Current Location. You can directly search your location from search field.',
    );
    expect(shopRequests).toHaveLength(0);
  });

  it.each([['empty' as const], ['error' as const]])(
    'shows the no-results block when the shop list is %s',
    async (shops) => {
      const user = renderLocator({ shops });
      await searchPlace(user, 'Dar es Salaam');
      expect(await screen.findByText('No matching result')).toBeInTheDocument();
      expect(screen.getByText('Please try again with another location.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Shops near you' })).not.toBeInTheDocument();
    },
  );

  // MAP-4
  it('shows a loader while the shops load', async () => {
    const user = renderLocator({ shops: 'pending' });
    await searchPlace(user, 'Dar es Salaam');
    expect(await screen.findByRole('status')).toHaveTextContent('Looking for shops near you');
  });

  // MAP-4
  it('says No Data found when the place search finds nothing', async () => {
    const user = renderLocator();
    await user.type(screen.getByRole('combobox', { name: 'Search your location' }), 'Atlantis');
    expect(await screen.findByText('No Data found')).toBeInTheDocument();
  });

  it('speaks Swahili', async () => {
    stubGeolocation({ code: 1 });
    const user = renderLocator({}, 'sw');
    expect(pageHeading('Tafuta duka la Twiga karibu nawe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tumia mahali nilipo sasa' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Hatuwezi kufikia mahali ulipo sasa/);
  });
});
