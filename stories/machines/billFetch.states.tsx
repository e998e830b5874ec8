/**
 * The postpaid bill lookup machine (machines/billFetch.machine.ts), one story per leaf state:
 * generated from the machine by .storybook/machineStates.ts, each reached by the model's shortest
 * path (tests/model/billFetch.spec.ts) and shown on the real BillLookup, whose hook
 * (useBillFetch, spied in .storybook/preview.tsx) hands out the replayed actor. In the replay the
 * OTP child is a scripted stand-in, so the OTP modal shows the real dialog on an OTP actor of its
 * own, waiting for the code (the OTP machine's states have their own stories).
 */
import type { ActorRefFrom } from 'xstate';
import { expect, mocked } from 'storybook/test';
import type { BillFetchTag } from '../../machines/billFetch.machine.ts';
import type { otpMachine } from '../../machines/otp.machine.ts';
import type { PortalConfig } from '../../src/api/wire.ts';
import { OtpModal } from '../../src/features/recharge/OtpModal.tsx';
import { BillLookup } from '../../src/features/recharge/BillLookup.tsx';
import { rechargeHandlers } from '../../src/features/recharge/testing/rechargeHandlers.ts';
import { useBillFetch } from '../../src/features/recharge/useBillFetch.ts';
import { OtpDialog } from '../../src/otp/OtpDialog.tsx';
import { billFetchSpec } from '../../tests/model/billFetch.spec.ts';
import { otpSpec } from '../../tests/model/otp.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import { replayedActor, type MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default {
  title: 'Machines/billFetch',
  parameters: { msw: { handlers: [...cmsHandlers(), ...rechargeHandlers()] } },
};

type Input = { msisdn: string; higherValueFeature: boolean };

export const states: MachineStates = {
  spec: billFetchSpec,
  spies: [mocked(useBillFetch), mocked(OtpModal)],
  extra: async () => ({
    otp: (await replayedActor(otpSpec, 'active.entry.editing'))?.actor,
  }),
  render: ({ actor, input, extra }) => {
    const { msisdn, higherValueFeature } = input as Input;
    mocked(useBillFetch).mockReturnValue([actor.getSnapshot(), actor.send, actor] as never);
    mocked(OtpModal).mockImplementation(({ msisdn: shown, onClose }) => (
      <OtpDialog
        actor={extra.otp as ActorRefFrom<typeof otpMachine>}
        flow="bill"
        msisdn={shown}
        onClose={onClose}
      />
    ));
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
