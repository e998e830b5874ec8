import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearApiCache } from '../../src/api/cache.ts';
import { Component as PrepaidRecharge } from '../../src/features/recharge/PrepaidRechargeRoute.tsx';
import {
  rechargeHandlers,
  type RechargeHandlerOptions,
} from '../../src/features/recharge/testing/rechargeHandlers.ts';
import '../../src/styles/index.css';

/**
 * The prepaid recharge page in every state the line machine and the bundle list can be in, with
 * the portal service and the CMS mocked by MSW (the sandbox's test numbers). Each state in
 * English and in Swahili (the toolbar's language, or the `Sw` stories).
 */
const meta = {
  title: 'Recharge/Prepaid',
  component: PrepaidRecharge,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/prepaid-recharge'] },
    msw: { handlers: rechargeHandlers() },
  },
  // The API cache lives in the session: one story's answers must not leak into the next.
  beforeEach: () => clearApiCache(),
} satisfies Meta<typeof PrepaidRecharge>;
export default meta;
type Story = StoryObj<typeof meta>;

const SW = { locale: 'sw' } as const;
const handlers = (options: RechargeHandlerOptions) => ({
  msw: { handlers: rechargeHandlers(options) },
});

/** Types a number (and an amount) as a person would, in either language. */
function typing(msisdn: string, amount?: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Mobile Number|Namba ya Simu/ }),
      msisdn,
    );
    if (amount) await userEvent.type(canvas.getByRole('textbox', { name: /Amount|Kiasi/ }), amount);
  };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Mobile Number/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};
export const EmptySw: Story = { globals: SW };

export const Checking: Story = {
  parameters: handlers({ validate: 'pending' }),
  play: async (context) => {
    await typing('712000001', '1000')?.(context);
    await expect(within(context.canvasElement).getByText('Checking number…')).toBeInTheDocument();
  },
};
export const CheckingSw: Story = { ...Checking, play: typing('712000001', '1000'), globals: SW };

export const InvalidNumber: Story = {
  play: async (context) => {
    await typing('719999999')?.(context);
    await expect(
      await within(context.canvasElement).findByText('Invalid Mobile No'),
    ).toBeInTheDocument();
  },
};
export const InvalidNumberSw: Story = { play: typing('719999999'), globals: SW };

export const WrongLineType: Story = {
  play: async (context) => {
    await typing('713000001', '1000')?.(context);
    await expect(
      await within(context.canvasElement).findByText('This number is not a prepaid line'),
    ).toBeInTheDocument();
  },
};
export const WrongLineTypeSw: Story = { play: typing('713000001', '1000'), globals: SW };

export const ReadyWithBundles: Story = {
  play: async (context) => {
    await typing('712000001', '1000')?.(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Daily' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeEnabled();
  },
};
export const ReadyWithBundlesSw: Story = { play: typing('712000001', '1000'), globals: SW };

export const AmountBelowMinimum: Story = {
  play: async (context) => {
    await typing('712000001', '400')?.(context);
    await expect(
      await within(context.canvasElement).findByText('Minimum amount should be TZS 500'),
    ).toBeInTheDocument();
  },
};
export const AmountBelowMinimumSw: Story = { play: typing('712000001', '400'), globals: SW };

export const AmountAboveMaximum: Story = {
  play: async (context) => {
    await typing('712000001', '2000000')?.(context);
    await expect(
      await within(context.canvasElement).findByText('Maximum amount should be TZS 1,000,000'),
    ).toBeInTheDocument();
  },
};
export const AmountAboveMaximumSw: Story = { play: typing('712000001', '2000000'), globals: SW };

export const BundlesLoading: Story = {
  parameters: handlers({ bundles: 'pending' }),
  play: typing('712000001'),
};
export const BundlesLoadingSw: Story = { ...BundlesLoading, globals: SW };

export const BundlesError: Story = {
  parameters: handlers({ bundles: 'error' }),
  play: async (context) => {
    await typing('712000001')?.(context);
    await expect(
      await within(context.canvasElement).findByText('Bundles could not be loaded.'),
    ).toBeInTheDocument();
  },
};
export const BundlesErrorSw: Story = {
  parameters: handlers({ bundles: 'error' }),
  play: typing('712000001'),
  globals: SW,
};

export const NoBundles: Story = {
  parameters: handlers({ bundles: 'empty' }),
  play: async (context) => {
    await typing('712000001')?.(context);
    await expect(
      await within(context.canvasElement).findByText('No Data found'),
    ).toBeInTheDocument();
  },
};
export const NoBundlesSw: Story = {
  parameters: handlers({ bundles: 'empty' }),
  play: typing('712000001'),
  globals: SW,
};

export const PageLoading: Story = { parameters: handlers({ config: 'pending' }) };
export const PageLoadingSw: Story = { ...PageLoading, globals: SW };
