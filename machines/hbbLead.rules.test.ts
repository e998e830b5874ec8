/**
 * Rules of the home-broadband lead (machines/hbbLead.machine.ts and its parts hbbLead.setup,
 * hbbLead.verify, hbbLead.outcomes): plan, details, confirmed address, number check, payment OTP,
 * submit; feasible with a lead id -> 'Congratulations' and /payment/start after 3 s; not
 * feasible -> 'Thank you' and the redirect page after 6 s; feasible without a lead id -> back to
 * the details with 'Something Went Wrong!'. The address and OTP dialogs are stood in for by
 * scripted answers (their own rules are pinned in their rules tests), except where the map events
 * must reach the real address dialog.
 */
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { hbbAddressMachine, type LeadAddress } from './hbbAddress.machine.ts';
import type { Outcome } from './outcome.ts';
import { hbbLeadMachine, type HbbPlan, type LeadDetails } from './hbbLead.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';
import { childOutput, withoutScripted } from './testing/childStandIns.ts';

const plan: HbbPlan = {
  productCode: 'HBB30',
  description: 'Home Internet 30 Mbps',
  amount: 75_000,
  currency: 'TZS',
};
const details: LeadDetails = {
  fullName: 'Asha Said',
  contactNumber: '712000001',
  email: 'asha@example.com',
  town: 'Dar es Salaam',
  installationAddress: 'Plot 12 Mbezi Beach',
  landmark: 'Near Shoppers Plaza',
  consent: true,
};
const place = { lat: -6.72, lng: 39.21, formattedAddress: 'Plot 12, Mbezi Beach' };
const confirmed = { status: 'confirmed', address: place };
const verified = { status: 'verified', family: 'payment', id: 'REF-1', uniqueCode: 'UC-9' };

type Script = Record<string, Answer[]>;

function startLead(
  script: Partial<Script> = {},
  plans: HbbPlan[] | undefined = [plan],
  extra = {},
) {
  const stored = vi.fn();
  const toPayment = vi.fn();
  const toPage = vi.fn();
  const machine = hbbLeadMachine.provide({
    actions: {
      storeLeadId: (_, params) => stored(params),
      redirectToPayment: (_, params) => toPayment(params),
      redirectToPage: () => toPage(),
    },
  });
  const scripted: Script = {
    loadPlans: [okOutcome([plan])],
    hbbAddress: [childOutput(confirmed)],
    validateNumber: [okOutcome({ lineType: 'PREPAID' })],
    otp: [childOutput(verified)],
    submitLead: [okOutcome({ feasible: true, refLeadId: 'LEAD-42' })],
    ...script,
  } as Script;
  const answers = withoutScripted(scripted, Object.keys(extra));
  const run = startScripted(machine, { plans }, answers, extra);
  return { ...run, stored, toPayment, toPage };
}

type Run = ReturnType<typeof startLead>;

async function settle() {
  for (let i = 0; i < 6; i++) await flush();
}

/** Plan chosen, Proceed, details sent: the flow runs on through the scripted dialogs. */
async function submitDetails(run: Run) {
  run.actor.send({ type: 'plan.select', plan });
  run.actor.send({ type: 'plan.proceed' });
  run.actor.send({ type: 'form.submit', details });
  await settle();
}

const state = (run: Run) => run.actor.getSnapshot().value;
const context = (run: Run) => run.actor.getSnapshot().context;

describe('hbbLead rules: the plan step', () => {
  it('plans the page has are shown at once, in the plan step, with Proceed off until one is chosen', () => {
    const run = startLead();
    expect(state(run)).toBe('choosingPlan');
    expect(run.actor.getSnapshot().hasTag('planStep')).toBe(true);
    expect(run.calls.loadPlans).toEqual([]);
    // Nothing chosen, entered or answered yet: the objects null, the texts empty.
    expect(context(run)).toEqual({
      plans: [plan],
      ...Object.fromEntries(['plan', 'details', 'address', 'error'].map((key) => [key, null])),
      ...Object.fromEntries(['lineType', 'uniqueCode', 'leadId'].map((key) => [key, ''])),
    });
    run.actor.send({ type: 'plan.proceed' });
    expect(state(run)).toBe('choosingPlan');
  });

  it('without plans the plan table loads them (the loader is part of the plan step)', async () => {
    const run = startLead({}, []);
    expect(state(run)).toBe('loadingPlans');
    expect(run.actor.getSnapshot().hasTag('planStep')).toBe(true);
    await settle();
    expect(state(run)).toBe('choosingPlan');
    expect(context(run).plans).toEqual([plan]);
  });

  it('plans that fail to load leave an empty table and the server error to toast', async () => {
    const run = startLead({ loadPlans: [failOutcome('500', 'Plans unavailable')] }, []);
    await settle();
    expect(state(run)).toBe('choosingPlan');
    expect(context(run).plans).toEqual([]);
    expect(context(run).error).toEqual({ code: '500', message: 'Plans unavailable' });
  });

  it('plans lost on the network are "Something Went Wrong!" (generic)', async () => {
    const run = startLead({ loadPlans: [{ reject: 'offline' }] }, []);
    await settle();
    expect(state(run)).toBe('choosingPlan');
    expect(context(run).error).toEqual({ code: 'generic' });
  });

  it('choosing a plan clears the toast, Proceed opens the details, Back returns to the plans', async () => {
    const run = startLead({ loadPlans: [failOutcome('500', 'x')] }, []);
    await settle();
    run.actor.send({ type: 'plan.select', plan });
    expect(context(run)).toMatchObject({ plan, error: null });
    run.actor.send({ type: 'plan.proceed' });
    expect(state(run)).toBe('details');
    expect(run.actor.getSnapshot().hasTag('planStep')).toBe(false);
    run.actor.send({ type: 'plan.back' });
    expect(state(run)).toBe('choosingPlan');
  });
});

describe('hbbLead rules: address, number check and OTP', () => {
  it('the details go to the address dialog, then the number check and the payment OTP of the contact number', async () => {
    const run = startLead();
    await submitDetails(run);
    expect(run.calls.hbbAddress).toEqual([details]);
    expect(run.calls.validateNumber).toEqual([{ msisdn: '712000001' }]);
    expect(run.calls.otp).toEqual([{ family: 'payment', msisdn: '712000001' }]);
  });

  it('the lead sends the details, plan, confirmed place, OTP uniqueCode and line type', async () => {
    const run = startLead({ validateNumber: [okOutcome({ lineType: 'POSTPAID' })] });
    await submitDetails(run);
    expect(run.calls.submitLead).toEqual([
      { details, plan, address: place, uniqueCode: 'UC-9', lineType: 'POSTPAID' },
    ]);
  });

  it('closing the address dialog returns to the details with no address', async () => {
    const run = startLead({ hbbAddress: [childOutput({ status: 'closed' })] });
    await submitDetails(run);
    expect(state(run)).toBe('details');
    expect(context(run).address).toBeNull();
    expect(run.calls.validateNumber).toEqual([]);
  });

  it('the close button while the address dialog works returns to the details', () => {
    const run = startLead();
    run.actor.send({ type: 'plan.select', plan });
    run.actor.send({ type: 'plan.proceed' });
    run.actor.send({ type: 'form.submit', details });
    expect(state(run)).toBe('locating');
    expect(context(run)).toMatchObject({ details, address: null, error: null });
    run.actor.send({ type: 'modal.close' });
    expect(state(run)).toBe('details');
  });

  it('the map pick and Continue reach the address dialog, and its place is used', async () => {
    const geocoder = hbbAddressMachine.provide({
      actors: {
        geocode: fromPromise<Outcome<LeadAddress>, { address: string }>(async () =>
          failOutcome('notFound'),
        ),
      },
    });
    const run = startLead({}, [plan], { hbbAddress: geocoder });
    await submitDetails(run);
    expect(state(run)).toBe('locating');
    run.actor.send({ type: 'map.pick', lat: -6.8, lng: 39.28, address: 'Kariakoo' });
    run.actor.send({ type: 'address.confirm' });
    await settle();
    expect(context(run).address).toEqual({ lat: -6.8, lng: 39.28, formattedAddress: 'Kariakoo' });
    expect(state(run)).toBe('success');
  });

  it('a number the check refuses returns to the details with "Invalid Mobile No" and the server text', async () => {
    const run = startLead({ validateNumber: [failOutcome('4001', 'Number not found')] });
    await submitDetails(run);
    expect(state(run)).toBe('details');
    expect(context(run).error).toEqual({ code: 'invalidMobile', message: 'Number not found' });
    expect(run.calls.otp).toEqual([]);
    run.actor.send({ type: 'plan.back' });
    expect(state(run)).toBe('choosingPlan');
    expect(context(run).error).toBeNull();
  });

  it('a number check lost on the network is "Something Went Wrong!" (generic)', async () => {
    const run = startLead({ validateNumber: [{ reject: 'offline' }] });
    await submitDetails(run);
    expect(state(run)).toBe('details');
    expect(context(run).error).toEqual({ code: 'generic' });
  });

  it('an OTP dialog closed on a failure returns to the details with its error; no lead is sent', async () => {
    const run = startLead({ otp: [childOutput({ status: 'closed', error: { code: '502' } })] });
    await submitDetails(run);
    expect(state(run)).toBe('details');
    expect(context(run).error).toEqual({ code: '502' });
    expect(run.calls.submitLead).toEqual([]);
  });

  it('the close button on the OTP dialog returns to the details', async () => {
    const waiting = fromPromise(() => new Promise<never>(() => {}));
    const run = startLead({}, [plan], { otp: waiting });
    await submitDetails(run);
    expect(state(run)).toBe('otp');
    run.actor.send({ type: 'modal.close' });
    expect(state(run)).toBe('details');
    expect(run.calls.submitLead).toEqual([]);
  });
});

describe('hbbLead rules: the lead outcomes and redirects', () => {
  it('feasible with a lead id: the id is stored and /payment/start comes after 3 s, not at 2 s', async () => {
    const run = startLead();
    await submitDetails(run);
    expect(state(run)).toBe('success');
    expect(context(run).leadId).toBe('LEAD-42');
    expect(run.stored).toHaveBeenCalledWith({ leadId: 'LEAD-42' });
    await run.elapseSeconds(2);
    expect(run.toPayment).not.toHaveBeenCalled();
    await run.elapseSeconds(1);
    expect(run.toPayment).toHaveBeenCalledWith({
      leadId: 'LEAD-42',
      plan,
      contactNumber: '712000001',
    });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.toPage).not.toHaveBeenCalled();
  });

  it('not feasible: the unavailable message, and the redirect page after 6 s, not at 5 s', async () => {
    const run = startLead({ submitLead: [okOutcome({ feasible: false, refLeadId: 'LEAD-43' })] });
    await submitDetails(run);
    expect(state(run)).toBe('unavailable');
    expect(run.stored).not.toHaveBeenCalled();
    await run.elapseSeconds(5);
    expect(run.toPage).not.toHaveBeenCalled();
    await run.elapseSeconds(1);
    expect(run.toPage).toHaveBeenCalledTimes(1);
    expect(run.toPayment).not.toHaveBeenCalled();
    expect(run.actor.getSnapshot().status).toBe('done');
  });

  it('feasible without a lead id: back to the details with "Something Went Wrong!"', async () => {
    const run = startLead({ submitLead: [okOutcome({ feasible: true, refLeadId: '' })] });
    await submitDetails(run);
    expect(state(run)).toBe('details');
    expect(context(run).error).toEqual({ code: 'generic' });
    expect(run.stored).not.toHaveBeenCalled();
  });

  it('a refused lead returns to the details with the server code and text', async () => {
    const run = startLead({ submitLead: [failOutcome('400', 'email: invalid')] });
    await submitDetails(run);
    expect(state(run)).toBe('details');
    expect(context(run).error).toEqual({ code: '400', message: 'email: invalid' });
  });

  it('a lead lost on the network is "Something Went Wrong!" (generic)', async () => {
    const run = startLead({ submitLead: [{ reject: 'offline' }] });
    await submitDetails(run);
    expect(state(run)).toBe('details');
    expect(context(run).error).toEqual({ code: 'generic' });
  });

  it('sending the details again clears the last error and the last address', async () => {
    const run = startLead({
      submitLead: [failOutcome('400', 'bad'), okOutcome({ feasible: true, refLeadId: 'LEAD-44' })],
    });
    await submitDetails(run);
    expect(context(run).address).toEqual(place);
    run.actor.send({ type: 'form.submit', details });
    expect(context(run)).toMatchObject({ error: null, address: null });
    await settle();
    expect(context(run).leadId).toBe('LEAD-44');
  });
});
