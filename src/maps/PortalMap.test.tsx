import type { ComponentProps } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../api/runtimeConfig.ts';
import { DAR_ES_SALAAM } from './geo.ts';
import { PortalMap } from './PortalMap.tsx';
import type { MapMarker } from './types.ts';

const markers: MapMarker[] = [
  { id: 'a', position: { lat: -6.8162, lng: 39.2894 }, title: 'Twiga Shop Samora', label: '1' },
  {
    id: 'b',
    position: { lat: -6.8196, lng: 39.2724 },
    title: 'Twiga Shop Kariakoo',
    label: '2',
    emphasised: true,
  },
];

afterEach(() => setRuntimeConfig({}));

/** The keyless map around Dar es Salaam at zoom 9 with the two shops, `props` on top. */
const renderMap = (props: Partial<ComponentProps<typeof PortalMap>> = {}) =>
  render(<PortalMap center={DAR_ES_SALAAM} zoom={9} markers={markers} label="Map" {...props} />);

describe('PortalMap without a Google key', () => {
  it('draws a named plot with numbered pins and lists the places in order', () => {
    renderMap({ label: 'Map of nearby shops' });
    expect(screen.getByRole('img', { name: 'Map of nearby shops' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1. Twiga Shop Samora',
      '2. Twiga Shop Kariakoo',
    ]);
    expect(document.querySelector('[data-marker-id="b"]')?.getAttribute('transform')).toContain(
      'scale(1.6)',
    );
    expect(document.querySelector('[data-marker-id="a"]')?.getAttribute('transform')).toContain(
      'scale(1)',
    );
  });

  it('tells the screen which pin the pointer is on', async () => {
    const onMarkerHover = vi.fn();
    renderMap({ onMarkerHover });
    const pin = document.querySelector('[data-marker-id="a"]');
    if (!pin) throw new Error('pin a not drawn');
    await userEvent.hover(pin);
    expect(onMarkerHover).toHaveBeenLastCalledWith('a');
    await userEvent.unhover(pin);
    expect(onMarkerHover).toHaveBeenLastCalledWith(null);
  });

  it('lets the keyboard move the pin: an arrow 0.1°, Shift and an arrow 1°', async () => {
    const onMove = vi.fn();
    renderMap({
      zoom: 12,
      markers: [],
      label: 'Map of the installation address',
      pin: {
        position: DAR_ES_SALAAM,
        title: 'Your address',
        hint: 'Arrow keys move the pin',
        onMove,
      },
    });
    const map = screen.getByRole('application', { name: 'Map of the installation address' });
    expect(map).toHaveAccessibleDescription('Arrow keys move the pin');
    await userEvent.tab();
    expect(map).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onMove).toHaveBeenLastCalledWith({ lat: -6.71281, lng: 39.273933 });
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith({ lat: -6.81281, lng: 38.273933 });
  });
});

describe('PortalMap with a Google key whose script cannot load', () => {
  // MAP-16
  it('still shows the keyless map and does not throw', async () => {
    setRuntimeConfig({ googleMapsKey: 'test-key' });
    renderMap({
      circles: [{ id: 'c', center: DAR_ES_SALAAM, radiusMetres: 300 }],
      label: 'Coverage map',
    });
    expect(await screen.findByRole('img', { name: 'Coverage map' })).toBeInTheDocument();
  });
});
