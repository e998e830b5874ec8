/**
 * The home-broadband lead machine (machines/hbbLead.machine.ts), one story per leaf state:
 * generated from the machine by .storybook/machineStates.ts, each reached by the model's shortest
 * path (tests/model/hbbLead.spec.ts) and shown on the real HbbLeadPage, whose hook (useHbbLead,
 * spied in .storybook/preview.tsx) hands out the replayed actor. In the replay the address and OTP
 * children are scripted stand-ins, so the page is handed real ones in their place: the address
 * child in its map picker (the keyless map here) and the OTP child waiting for the code (their
 * states have their own stories).
 */
import { expect, mocked, within } from 'storybook/test';
import type { HbbLeadContext } from '../../machines/hbbLead.setup.ts';
import type { HbbLeadTag } from '../../machines/hbbLead.types.ts';
import { HbbLeadPage } from '../../src/features/hbb-lead/HbbLeadPage.tsx';
import { hbbHandlers } from '../../src/features/hbb-lead/testing/hbbHandlers.ts';
import { useHbbLead } from '../../src/features/hbb-lead/useHbbLead.ts';
import { hbbAddressSpec } from '../../tests/model/hbbAddress.spec.ts';
import { hbbLeadSpec } from '../../tests/model/hbbLead.spec.ts';
import { otpSpec } from '../../tests/model/otp.spec.ts';
import { AppMain } from '../support/AppMain.tsx';
import { replayedActor, type MachineStates } from './machineStory.tsx';
import { withRealChildren } from './realChildren.ts';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';
import '../../src/features/hbb-lead/hbb-lead.css';

export default {
  title: 'Machines/hbbLead',
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/hbb-lead'] },
    msw: { handlers: hbbHandlers() },
  },
};

export const states: MachineStates = {
  spec: hbbLeadSpec,
  spies: [mocked(useHbbLead)],
  unreachable: {
    start:
      'a transient state: it goes on at once to the plans handed in, or to loading them, so no snapshot ever rests there',
  },
  extra: async () => ({
    hbbAddress: (await replayedActor(hbbAddressSpec, 'mapPicker'))?.actor,
    otp: (await replayedActor(otpSpec, 'active.entry.editing'))?.actor,
  }),
  render: ({ actor, extra }) => {
    const snapshot = withRealChildren(actor.getSnapshot(), extra);
    mocked(useHbbLead).mockReturnValue({
      snapshot,
      send: actor.send,
      actorRef: actor,
      submitDetails: (details) => actor.send({ type: 'form.submit', details }),
    } as ReturnType<typeof useHbbLead>);
    return (
      <AppMain>
        <HbbLeadPage />
      </AppMain>
    );
  },
  // What a person sees follows the state's tags (machines/hbbLead.types.ts HbbLeadTag).
  check: async (screen, { actor }) => {
    const snapshot = actor.getSnapshot();
    const has = (tag: HbbLeadTag) => snapshot.hasTag(tag);
    const { plans, plan, error, leadId } = snapshot.context as HbbLeadContext;

    // HBB-2, HBB-3: the plans (or their loader) with Proceed, which waits for a chosen plan.
    if (has('planStep')) {
      const proceed = await screen.findByRole('button', { name: 'Proceed' });
      if (plan === null) await expect(proceed).toBeUnavailable();
      else await expect(proceed).toBeAvailable();
      if (has('plansLoading'))
        await expect(await screen.findByText('Loading plans…')).toBeVisible();
      else if (plans.length > 0) {
        const row = await screen.findByRole('radio', { name: /Home 4G/ });
        await expect(row).toHaveProperty('checked', plan !== null);
      } else await expect(screen.queryByRole('radio')).toBeNull();
    } else {
      // The details stay under every later step; only in their own state can they be used.
      const details = await screen.findByRole('region', { name: 'Your details' });
      const back = await within(details).findByRole('button', { name: 'Back' });
      if (has('detailsEditable')) await expect(back).toBeAvailable();
      else await expect(back).toBeUnavailable();
    }

    // HBB-5, HBB-6: nothing found for the address (here), so the map picker and its Continue.
    if (has('addressOpen')) {
      const dialog = await screen.findByRole('dialog', { name: 'Confirm installation address' });
      await expect(dialog).toBeVisible();
      await expect(
        await within(dialog).findByRole('button', { name: 'Continue' }),
      ).toBeUnavailable();
    }
    if (has('checkingNumber'))
      await expect(await screen.findByText('Checking your number…')).toBeVisible();
    // HBB-7: the lead's OTP dialog, in the hbb-translation words.
    if (has('otpOpen'))
      await expect(await screen.findByRole('dialog', { name: 'Verify your number' })).toBeVisible();
    if (has('submitting'))
      await expect(await screen.findByText('Sending your request…')).toBeVisible();
    // HBB-8: 'Congratulations' with the lead id.
    if (has('successShown')) {
      const success = await screen.findByRole('dialog', { name: 'Congratulations' });
      await expect(success).toHaveTextContent(`Your lead ID: ${leadId}`);
    }
    // HBB-9: 'Thank you' with 'Explore other Products'.
    if (has('unavailableShown')) {
      const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
      await expect(
        within(thanks).getByRole('button', { name: 'Explore other Products' }),
      ).toBeAvailable();
    }
    // HBB-7, HBB-10: the error of the step that failed, in the page's words.
    if (error?.code === 'generic')
      await expect(await screen.findByText('Something Went Wrong!')).toBeVisible();
    if (error?.code === 'invalidMobile')
      await expect(await screen.findByText('Invalid Mobile No')).toBeVisible();
  },
};
