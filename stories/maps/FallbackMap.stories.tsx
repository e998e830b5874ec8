import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DAR_ES_SALAAM, type LatLng } from '../../src/maps/geo.ts';
import { PortalMap } from '../../src/maps/PortalMap.tsx';
import { TOWNS } from '../../src/maps/tanzania.ts';
import type { MapMarker } from '../../src/maps/types.ts';
import '../../src/styles/index.css';

/** Coverage sites as the CMS package has them (a few of them). */
const sites: MapMarker[] = [
  {
    id: 'city',
    position: { lat: -6.8163, lng: 39.2894 },
    title: 'Dar es Salaam - City Centre',
    kind: 'special',
  },
  {
    id: 'kariakoo',
    position: { lat: -6.8196, lng: 39.2724 },
    title: 'Dar es Salaam - Kariakoo',
    kind: 'special',
  },
  { id: 'mbagala', position: { lat: -6.9046, lng: 39.2669 }, title: 'Dar es Salaam - Mbagala' },
  { id: 'arusha', position: { lat: -3.3722, lng: 36.6944 }, title: 'Arusha - Clock Tower' },
  { id: 'mwanza', position: { lat: -2.5164, lng: 32.9175 }, title: 'Mwanza - Rock City' },
  { id: 'kigoma', position: { lat: -4.8772, lng: 29.6266 }, title: 'Kigoma' },
  { id: 'mtwara', position: { lat: -10.2667, lng: 40.1833 }, title: 'Mtwara' },
];

/** The picker's pin, moved by arrow keys or a tap. */
function Picker() {
  const [pin, setPin] = useState<LatLng>(DAR_ES_SALAAM);
  return (
    <PortalMap
      center={pin}
      zoom={12}
      markers={[]}
      fitTo={TOWNS}
      label="Map of the installation address"
      pin={{
        position: pin,
        title: 'Your installation address',
        hint: 'Arrow keys move the pin about 11 km, with Shift about 110 km. You can also tap the map.',
        onMove: setPin,
      }}
    />
  );
}

/** The keyless map (no Google key): Tanzania's outline and towns, fitted to the places shown. */
const meta = {
  title: 'Maps/Keyless map',
  component: PortalMap,
  args: { center: DAR_ES_SALAAM, zoom: 9, markers: sites, label: 'Network coverage map' },
} satisfies Meta<typeof PortalMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WholeCountry: Story = {
  args: {
    circles: sites
      .filter((site) => site.kind === 'special')
      .map((site) => ({ id: site.id, center: site.position, radiusMetres: 300 })),
  },
};
export const DarEsSalaamSites: Story = {
  args: { markers: sites.filter((site) => site.title.startsWith('Dar es Salaam')) },
};
export const NoPlaces: Story = { args: { markers: [] } };
export const MovablePin: Story = { render: () => <Picker /> };
