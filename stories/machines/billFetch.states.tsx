/**
 * The postpaid bill lookup machine (machines/billFetch.machine.ts), one story per leaf state:
 * generated from the machine by .storybook/machineStates.ts, each reached by the model's shortest
 * path (tests/model/billFetch.spec.ts) and shown on the real BillLookup, whose hook
 * (useBillFetch, spied in .storybook/preview.tsx) hands out the replayed actor. In the replay the
 * OTP child is a scripted stand-in, so the page is handed a snapshot whose OTP child is an OTP
 * actor of the story's own (withChild), and the real dialog shows it waiting for the code (the OTP machine's states have their own stories).
 */
import { expect, mocked } from 'storybook/test';
import type { BillFetchTag } from '../../machines/billFetch.machine.ts';
import type { PortalConfig } from '../../src/api/wire.ts';
import { BillLookup } from '../../src/features/recharge/BillLookup.tsx';
import { rechargeHandlers } from '../../src/features/recharge/testing/rechargeHandlers.ts';
import { useBillFetch } from '../../src/features/recharge/useBillFetch.ts';
import { billFetchSpec } from '../../tests/model/billFetch.spec.ts';
import { otpSpec } from '../../tests/model/otp.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import { replayedActor, withChild, type MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default {
  title: 'Machines/billFetch',
  parameters: { msw: { handlers: [...cmsHandlers(), ...rechargeHandlers()] } },
};

type Input = { msisdn: string; higherValueFeature: boolean };

export const states: MachineStates = {
  spec: billFetchSpec,
  spies: [mocked(useBillFetch)],
  extra: async () => ({
    otp: (await replayedActor(otpSpec, 'active.entry.editing'))?.actor,
  }),
  render: ({ actor, input, extra }) => {
    const { msisdn, higherValueFeature } = input as Input;
    mocked(useBillFetch).mockReturnValue([
      withChild(actor.getSnapshot(), 'otp', extra.otp),
      actor.send,
      actor,
    ] as never);
    return (
      <BillLookup
        msisdn={msisdn}
        lineType="POSTPAID"
        config={{ 'beta.amountToHigherValueFeature': higherValueFeature } as PortalConfig}
      />
    );
  },
  check: async (screen, { actor }) => {
    const has = (tag: BillFetchTag) => actor.getSnapshot().hasTag(tag);
    const viaOtp = await screen.findByRole('button', { name: 'Get bill via OTP' });
    // While the bill is fetched the lookup waits; the tags say which dialog is open.
    await expect(viaOtp.getAttribute('aria-busy') === 'true').toBe(has('fetching'));
    if (has('otpOpen'))
      await expect(await screen.findByRole('dialog', { name: 'Verify your number' })).toBeVisible();
    if (has('accountEditing') || has('accountChecking'))
      await expect(
        await screen.findByRole('dialog', { name: 'Enter your account number' }),
      ).toBeVisible();
    if (has('billShown')) await expect(await screen.findByText(/Outstanding amount/)).toBeVisible();
  },
};
