/**
 * A screen that forgets to wire one of its services must fail the way a lost network call does
 * ("Something Went Wrong!", the person can try again), never hang or break the page: each machine's
 * placeholder actor rejects (machines/shared.ts notProvided). Pinned here for the machines of
 * the number check, forms, search, help and lead tracking.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flush } from './testing/simulatedActor.ts';
import { formSaveMachine } from './formSave.machine.ts';
import { hbbLeadMachine } from './hbbLead.machine.ts';
import { helpCentreMachine } from './helpCentre.machine.ts';
import { leadTrackMachine } from './leadTrack.machine.ts';
import { rechargeLineMachine } from './rechargeLine.machine.ts';
import { searchBoxMachine } from './searchBox.machine.ts';

describe('unwired services fail like a lost network call', () => {
  it('form save: back to the form with "Something Went Wrong!"', async () => {
    const actor = createActor(formSaveMachine).start();
    actor.send({ type: 'form.submit', fields: { message: 'hi' } });
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('lead tracking: the failed message with "Something Went Wrong!"', async () => {
    const actor = createActor(leadTrackMachine).start();
    actor.send({ type: 'track.submit', refLeadId: 'HBB-0001', contactNumber: '712000001' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('help vote: the thank-you stays', async () => {
    const actor = createActor(helpCentreMachine).start();
    actor.send({ type: 'help.question', questionId: 'Q1' });
    actor.send({ type: 'help.vote', like: true });
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ stage4: 'voted' });
  });

  it('place search: nothing found, the box keeps working', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(searchBoxMachine, { input: { lookUp: true }, clock }).start();
    actor.send({ type: 'search.type', text: 'mbezi' });
    clock.increment(300);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.found).toBeNull();
  });

  it('number check: an invalid number with "Something Went Wrong!"', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(rechargeLineMachine, {
      input: { acceptedLineTypes: ['PREPAID'], minAmount: 500, maxAmount: 1_000_000 },
      clock,
    }).start();
    actor.send({ type: 'phone.change', phone: '712000001' });
    clock.increment(1_000);
    await flush();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('home-broadband plans: an empty table with "Something Went Wrong!"', async () => {
    const actor = createActor(hbbLeadMachine, { input: {} }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('choosingPlan');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('home-broadband number check and lead: back to the details with "Something Went Wrong!"', async () => {
    const confirmedPlace = fromPromise(async () => ({
      status: 'confirmed' as const,
      address: { lat: -6.8, lng: 39.28, formattedAddress: 'Kariakoo' },
    }));
    const plan = { productCode: 'HBB30', description: 'x', amount: 75_000, currency: 'TZS' };
    const details = {
      fullName: 'Asha Said',
      contactNumber: '712000001',
      email: 'asha@example.com',
      town: 'Dar es Salaam',
      installationAddress: 'Plot 12',
      landmark: '',
      consent: true,
    };
    const machine = hbbLeadMachine.provide({ actors: { hbbAddress: confirmedPlace as never } });
    const actor = createActor(machine, { input: { plans: [plan] } }).start();
    actor.send({ type: 'plan.select', plan });
    actor.send({ type: 'plan.proceed' });
    actor.send({ type: 'form.submit', details });
    for (let i = 0; i < 4; i++) await flush();
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'generic' });
    const verified = fromPromise(async () => ({
      status: 'verified' as const,
      family: 'payment' as const,
      id: 'REF-1',
      uniqueCode: 'UC-1',
    }));
    const lineOk = fromPromise(async () => ({
      ok: true as const,
      result: { lineType: 'PREPAID' },
    }));
    const lead = createActor(
      hbbLeadMachine.provide({
        actors: {
          hbbAddress: confirmedPlace as never,
          otp: verified as never,
          validateNumber: lineOk as never,
        },
      }),
      { input: { plans: [plan] } },
    ).start();
    lead.send({ type: 'plan.select', plan });
    lead.send({ type: 'plan.proceed' });
    lead.send({ type: 'form.submit', details });
    for (let i = 0; i < 6; i++) await flush();
    expect(lead.getSnapshot().value).toBe('details');
    expect(lead.getSnapshot().context.error).toEqual({ code: 'generic' });
    expect(lead.getSnapshot().context.uniqueCode).toBe('UC-1');
  });
});
