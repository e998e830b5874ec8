import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Deferred, type DeferredKind } from '../../src/dataSaver/Deferred.tsx';
import { setDataSaverOverride } from '../../src/dataSaver/dataSaver.ts';
import { DAR_ES_SALAAM } from '../../src/maps/geo.ts';
import { PortalMap } from '../../src/maps/PortalMap.tsx';
import { TOWNS } from '../../src/maps/tanzania.ts';
import { SW } from '../support/meta.ts';
import '../../src/styles/index.css';

/** A picture drawn inline, so the story needs no network. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96"><rect width="240" height="96" fill="#f2b233"/></svg>',
  );
const ALT = 'A white Twiga 4G home router';

/** A deferred picture or map, as the home banner, the device card and every map use it. */
function DeferredDemo({ kind }: { kind: DeferredKind }) {
  return kind === 'image' ? (
    <Deferred kind="image" label={ALT}>
      <img src={PICTURE} alt={ALT} width={240} height={96} />
    </Deferred>
  ) : (
    <PortalMap
      center={DAR_ES_SALAAM}
      zoom={9}
      markers={[]}
      fitTo={TOWNS}
      label="Network coverage map"
    />
  );
}

/** Data-saver mode forced for the story (SAVE-3), cleared after it. */
const saving = () => {
  setDataSaverOverride('on');
  return () => setDataSaverOverride(null);
};

const meta = {
  title: 'Data saver/Deferred picture and map',
  component: DeferredDemo,
  args: { kind: 'image' },
  beforeEach: saving,
} satisfies Meta<typeof DeferredDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SAVE-5: the placeholder instead of the picture. */
export const ImageHeldBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show image' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
export const ImageHeldBackSwahili: Story = { globals: SW };

/** SAVE-5: after "Show image". */
export const ImageShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show image' }));
    await expect(canvas.getByRole('img', { name: ALT })).toBeVisible();
  },
};

/** SAVE-6: the placeholder instead of the map. */
export const MapHeldBack: Story = {
  args: { kind: 'map' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Load map' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Network coverage map' })).toBeNull();
  },
};
export const MapHeldBackSwahili: Story = { args: { kind: 'map' }, globals: SW };

/** SAVE-6: after "Load map". */
export const MapLoaded: Story = {
  args: { kind: 'map' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load map' }));
    await expect(canvas.getByRole('img', { name: 'Network coverage map' })).toBeVisible();
  },
};

/** SAVE-7: normal mode, the picture at once. */
export const NormalMode: Story = {
  beforeEach: () => setDataSaverOverride('off'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: ALT })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
