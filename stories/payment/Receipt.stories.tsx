import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  pagesMeta,
  type PagesStory as Story,
  SW,
} from '../../src/features/payment/testing/storyKit.tsx';

/**
 * RCPT-1, RCPT-4, RCPT-5: the receipt under a finished payment (Share receipt, Print, and the
 * WhatsApp link with channel=whatsapp), and what Share leaves on screen: Copied, or the text box.
 */
export default {
  title: 'Payment/Receipt',
  ...pagesMeta('/payment/status?id=TXN1001'),
} satisfies Meta;

/** The browser as Share meets it: no share sheet, and a clipboard that works or refuses. */
function givenBrowser(clipboard: 'works' | 'refuses') {
  return () => {
    const writeText = () =>
      clipboard === 'works' ? Promise.resolve() : Promise.reject(new Error('denied'));
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}

const receiptGroup = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('group', { name }, { timeout: 10_000 });

export const ShareAndPrint: Story = {
  play: async ({ canvasElement }) => {
    const group = await receiptGroup(canvasElement, 'Receipt');
    await expect(within(group).getByRole('button', { name: 'Share receipt' })).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Print' })).toBeVisible();
  },
};
export const ShareAndPrintSw: Story = {
  globals: SW,
  play: async ({ canvasElement }) => {
    const group = await receiptGroup(canvasElement, 'Stakabadhi');
    await expect(within(group).getByRole('button', { name: 'Shiriki stakabadhi' })).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Chapisha' })).toBeVisible();
  },
};
export const WhatsApp: Story = {
  args: { path: '/payment/status?id=TXN1001&channel=whatsapp' },
  play: async ({ canvasElement }) => {
    const group = await receiptGroup(canvasElement, 'Receipt');
    const link = within(group).getByRole('link', { name: 'Send on WhatsApp' });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
  },
};
export const Copied: Story = {
  beforeEach: givenBrowser('works'),
  play: async ({ canvasElement }) => {
    const group = await receiptGroup(canvasElement, 'Receipt');
    await userEvent.click(within(group).getByRole('button', { name: 'Share receipt' }));
    await expect(await within(group).findByRole('status')).toHaveTextContent('Copied');
  },
};
export const CopiedSw: Story = {
  globals: SW,
  beforeEach: givenBrowser('works'),
  play: async ({ canvasElement }) => {
    const group = await receiptGroup(canvasElement, 'Stakabadhi');
    await userEvent.click(within(group).getByRole('button', { name: 'Shiriki stakabadhi' }));
    await expect(await within(group).findByRole('status')).toHaveTextContent('Imenakiliwa');
  },
};
/** Neither share sheet nor clipboard: the receipt's text, selected, to copy by hand. */
export const TextToCopy: Story = {
  beforeEach: givenBrowser('refuses'),
  play: async ({ canvasElement }) => {
    const group = await receiptGroup(canvasElement, 'Receipt');
    await userEvent.click(within(group).getByRole('button', { name: 'Share receipt' }));
    const box = await within(group).findByRole('textbox', { name: 'Receipt (select and copy)' });
    await expect((box as HTMLTextAreaElement).value).toContain('+255 ******001');
  },
};
