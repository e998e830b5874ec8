import type { StoryObj } from '@storybook/react-vite';
import { StoreLocator } from '../../src/features/store-locator/StoreLocator.tsx';
import { rankShops } from '../../src/features/store-locator/shops.ts';
import {
  storeHandlers,
  testShops,
} from '../../src/features/store-locator/testing/storeHandlers.ts';
import { DAR_ES_SALAAM } from '../../src/maps/geo.ts';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta, swahili } from '../support/meta.ts';
import '../../src/styles/index.css';

/** The store locator in each state of MAP-4, EN and SW, on the keyless map. */
const meta = { title: 'Store locator/Store locator', ...screenMeta(StoreLocator, storeHandlers()) };
export default meta;
type Story = StoryObj<typeof meta>;

const results = {
  status: 'results',
  origin: DAR_ES_SALAAM,
  shops: rankShops(testShops.slice(0, 3), DAR_ES_SALAAM),
} as const;

/** Replaces the browser's geolocation for one story. */
function geolocation(answer: { code: number } | { lat: number; lng: number }) {
  return () => {
    const previous = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          'code' in answer
            ? fail({
                code: answer.code,
                message: 'denied',
                PERMISSION_DENIED: 1,
                POSITION_UNAVAILABLE: 2,
                TIMEOUT: 3,
              })
            : ok({
                coords: { latitude: answer.lat, longitude: answer.lng },
              } as GeolocationPosition),
      },
    });
    return () => {
      if (previous) Object.defineProperty(navigator, 'geolocation', previous);
      else Reflect.deleteProperty(navigator, 'geolocation');
    };
  };
}

const pressUseLocation: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const buttons = within(canvasElement).getAllByRole('button');
  await userEvent.click(buttons[0] as HTMLElement);
  await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
};

export const Idle: Story = {};
export const IdleSwahili: Story = swahili(Idle);
export const Loading: Story = { args: { initial: { status: 'loading', origin: DAR_ES_SALAAM } } };
export const LoadingSwahili: Story = swahili(Loading);
export const Results: Story = { args: { initial: results } };
export const ResultsSwahili: Story = swahili(Results);
export const NoResults: Story = {
  args: { initial: { status: 'notFound', origin: DAR_ES_SALAAM } },
};
export const NoResultsSwahili: Story = swahili(NoResults);
export const LocationDenied: Story = {
  beforeEach: geolocation({ code: 1 }),
  play: pressUseLocation,
};
export const LocationDeniedSwahili: Story = swahili(LocationDenied);
