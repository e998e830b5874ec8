import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as PrepaidRecharge } from '../../src/features/recharge/PrepaidRechargeRoute.tsx';
import { SW } from '../support/meta.ts';
import { findsText, showsTexts, steps, type Play } from '../support/plays.ts';
import { rechargeAnswers as handlers, rechargeScreen } from './rechargeMeta.ts';
import '../../src/styles/index.css';

/**
 * The prepaid recharge page in every state the line machine and the bundle list can be in, with
 * the portal service and the CMS mocked by MSW (the sandbox's test numbers). Each state in
 * English and in Swahili (the toolbar's language, or the `Sw` stories).
 */
const meta = { title: 'Recharge/Prepaid', ...rechargeScreen(PrepaidRecharge, '/prepaid-recharge') };
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a number (and an amount) as a person would, in either language. */
function typing(msisdn: string, amount?: string): Play {
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
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeUnavailable();
  },
};
export const EmptySw: Story = { globals: SW };

export const Checking: Story = {
  parameters: handlers({ validate: 'pending' }),
  play: steps(typing('712000001', '1000'), showsTexts('Checking number…')),
};
export const CheckingSw: Story = { ...Checking, play: typing('712000001', '1000'), globals: SW };

export const InvalidNumber: Story = {
  play: steps(typing('719999999'), findsText('Invalid Mobile No')),
};
export const InvalidNumberSw: Story = { play: typing('719999999'), globals: SW };

export const WrongLineType: Story = {
  play: steps(typing('713000001', '1000'), findsText('This number is not a prepaid line')),
};
export const WrongLineTypeSw: Story = { play: typing('713000001', '1000'), globals: SW };

export const ReadyWithBundles: Story = {
  play: steps(typing('712000001', '1000'), async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Daily' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeAvailable();
  }),
};
export const ReadyWithBundlesSw: Story = { play: typing('712000001', '1000'), globals: SW };

export const AmountBelowMinimum: Story = {
  play: steps(typing('712000001', '400'), findsText('Minimum amount should be TZS 500')),
};
export const AmountBelowMinimumSw: Story = { play: typing('712000001', '400'), globals: SW };

export const AmountAboveMaximum: Story = {
  play: steps(typing('712000001', '2000000'), findsText('Maximum amount should be TZS 1,000,000')),
};
export const AmountAboveMaximumSw: Story = { play: typing('712000001', '2000000'), globals: SW };

export const BundlesLoading: Story = {
  parameters: handlers({ bundles: 'pending' }),
  play: typing('712000001'),
};
export const BundlesLoadingSw: Story = { ...BundlesLoading, globals: SW };

export const BundlesError: Story = {
  parameters: handlers({ bundles: 'error' }),
  play: steps(typing('712000001'), findsText('Bundles could not be loaded.')),
};
export const BundlesErrorSw: Story = { ...BundlesError, play: typing('712000001'), globals: SW };

export const NoBundles: Story = {
  parameters: handlers({ bundles: 'empty' }),
  play: steps(typing('712000001'), findsText('No Data found')),
};
export const NoBundlesSw: Story = { ...NoBundles, play: typing('712000001'), globals: SW };

export const PageLoading: Story = { parameters: handlers({ config: 'pending' }) };
export const PageLoadingSw: Story = { ...PageLoading, globals: SW };
