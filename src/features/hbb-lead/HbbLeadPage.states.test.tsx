/**
 * The lead page in every state the hbbLead model reaches (plans fetched, then handed in): for
 * each state, the model's shortest path (tests/model/hbbLead.spec.ts) drives a real `hbbLead`
 * actor there on a simulated clock, HbbLeadPage renders from that actor's snapshot, and what a
 * person sees must match the tags the state declares (machines/hbbLead.types.ts HbbLeadTag). The
 * address and OTP modals are stand-ins: in the replay those children are scripted fakes, and
 * each modal has its own state test.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HbbLeadContext } from '../../../machines/hbbLead.setup.ts';
import type { HbbLeadTag } from '../../../machines/hbbLead.machine.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { hbbLeadSpec, hbbLeadStateKey } from '../../../tests/model/hbbLead.spec.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes, standIn } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { HbbLeadPage } from './HbbLeadPage.tsx';
import { hbbHandlers } from './testing/hbbHandlers.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';

// The page's hook hands out the replayed actor instead of starting its own machine.
const replayed = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('./useHbbLead.ts', () => ({ useHbbLead: () => replayed.current }));
vi.mock('./AddressModal.tsx', () => ({
  AddressModal: () => <div role="dialog" aria-label="Address modal stand-in" />,
}));
vi.mock('../../otp/OtpDialog.tsx', () => ({
  OtpDialog: () => <div role="dialog" aria-label="OTP modal stand-in" />,
}));

setUpTestServer(hbbHandlers());

const resources = cmsTexts(
  'hbb-translation',
  'validation-translation',
  'orp-translation',
  'otp-translation',
);

const states = hbbLeadSpec.inputs.flatMap((input) =>
  shortestPathsByState({ ...hbbLeadSpec, input }, hbbLeadStateKey).map((s) => ({
    ...s,
    input,
    name: `${'plans' in input ? 'plans handed in' : 'plans fetched'}: ${s.state}`,
  })),
);

describe('HbbLeadPage: each state of the hbbLead machine shows what its tags declare', () => {
  // HBB-2, HBB-7, HBB-8, HBB-9, HBB-10
  it('the model reaches the page states of the spec (plans, details, address, number, OTP, Congratulations, Thank you, Something Went Wrong)', () => {
    expect(states.map(({ state }) => state)).toEqual(
      expect.arrayContaining([
        'loadingPlans',
        'choosingPlan, error generic',
        'choosingPlan, plan chosen',
        'details, plan chosen',
        'locating, plan chosen',
        'validatingNumber, plan chosen',
        'details, error invalidMobile, plan chosen',
        'otp, plan chosen',
        'submitting, plan chosen',
        'details, error generic, plan chosen',
        'success, plan chosen, lead L-1',
        'unavailable, plan chosen',
        'redirected, plan chosen, lead L-1',
        'redirected, plan chosen',
      ]),
    );
  });

  // HBB-2, HBB-3, HBB-7, HBB-8, HBB-9, HBB-10
  it.each(states)('$name', async ({ input, events }) => {
    const run = await replayTo({ ...hbbLeadSpec, input }, events);
    const snapshot = run.actor.getSnapshot();
    replayed.current = { snapshot, send: run.actor.send, submitDetails: () => {} };
    const has = (tag: HbbLeadTag) => snapshot.hasTag(tag);
    const { plans, plan, error, leadId } = snapshot.context as HbbLeadContext;
    renderRoutes(
      [{ path: '/hbb-lead', Component: HbbLeadPage }, standIn('/', 'Home page')],
      '/hbb-lead',
      {
        resources,
      },
    );

    // HBB-2, HBB-3: the plans (or their loader) with Proceed, which waits for a chosen plan.
    if (has('planStep')) {
      const proceed = await screen.findByRole('button', { name: 'Proceed' });
      if (plan === null) expect(proceed).toBeUnavailable();
      else expect(proceed).toBeAvailable();
      expect(screen.queryByText('Loading plans…') !== null).toBe(has('plansLoading'));
      if (has('plansLoading')) expect(screen.queryByRole('radio')).toBeNull();
      else if (plans.length > 0) {
        // The table comes with its form package; the chosen plan stays chosen (back from details).
        const row = await screen.findByRole('radio', { name: /Home 4G/ });
        expect(row).toHaveProperty('checked', plan !== null);
      }
      expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
    } else {
      // The details stay under every later step; only in their own state can they be used.
      const details = await screen.findByRole('region', { name: 'Your details' });
      const back = within(details).getByRole('button', { name: 'Back' });
      if (has('detailsEditable')) expect(back).toBeAvailable();
      else expect(back).toBeUnavailable();
      expect(screen.queryByRole('radio')).toBeNull();
    }

    // HBB-5, HBB-6, HBB-7: the address modal, the number check and the OTP, each in its step.
    expect(screen.queryByRole('dialog', { name: 'Address modal stand-in' }) !== null).toBe(
      has('addressOpen'),
    );
    expect(screen.queryByText('Checking your number…') !== null).toBe(has('checkingNumber'));
    expect(screen.queryByRole('dialog', { name: 'OTP modal stand-in' }) !== null).toBe(
      has('otpOpen'),
    );
    expect(screen.queryByText('Sending your request…') !== null).toBe(has('submitting'));

    // HBB-8: 'Congratulations' with the lead id, until /payment/start takes over (after 3 s).
    const leadDone = snapshot.status === 'done' && leadId !== '';
    const success = screen.queryByRole('dialog', { name: 'Congratulations' });
    expect(success !== null).toBe(has('successShown') || leadDone);
    if (success) expect(success).toHaveTextContent('Your lead ID: L-1');
    // HBB-9: 'Thank you' with 'Explore other Products'.
    const thanks = screen.queryByRole('dialog', { name: 'Thank you' });
    expect(thanks !== null).toBe(has('unavailableShown'));
    if (thanks)
      expect(
        within(thanks).getByRole('button', { name: 'Explore other Products' }),
      ).toBeAvailable();

    // HBB-7, HBB-10: the error of the step that failed, in the page's words.
    if (error?.code === 'generic')
      expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    if (error?.code === 'invalidMobile')
      expect(await screen.findByText('Invalid Mobile No')).toBeInTheDocument();
    run.actor.stop();
  });
});
