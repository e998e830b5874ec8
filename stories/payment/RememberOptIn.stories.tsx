import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  pagesMeta,
  type PagesStory as Story,
  SW,
} from '../../src/features/payment/testing/storyKit.tsx';
import { forgetAllNumbers, rememberNumber } from '../../src/session/rememberedNumbers.ts';

/** REM-1: the opt-in under a successful payment, EN and SW (the same page as Payment/Status). */
export default {
  title: 'Payment/Status/Remember this number',
  ...pagesMeta('/payment/status?id=TXN1001'),
  // Each story starts from a phone that remembers nothing, and leaves it so.
  beforeEach: () => {
    forgetAllNumbers();
    return forgetAllNumbers;
  },
} satisfies Meta;

/** Off by default, with its one explaining sentence. */
export const OptInOff: Story = {
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox', {
      name: 'Remember this number on this phone',
    });
    await expect(box).not.toBeChecked();
  },
};
export const OptInOffSw: Story = { globals: SW };
/** Ticked: the number is remembered and the optional label field appears. */
export const OptInTicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Remember this number on this phone' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Label (optional)' })).toBeVisible();
  },
};
/** A phone that already remembers 712000001 as "Me". */
export const AlreadyRememberedSw: Story = {
  globals: SW,
  beforeEach: () => void rememberNumber('712000001', 'Me'),
};
