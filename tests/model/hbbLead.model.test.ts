import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { hbbAddressMachine } from '../../machines/hbbAddress.machine.ts';
import { hbbLeadMachine, type SubmitLeadResult } from '../../machines/hbbLead.machine.ts';
import type { Outcome } from '../../machines/outcome.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { hbbLeadSpec, leadDetails, leadPlan } from './hbbLead.spec.ts';

const plan = leadPlan;
const details = leadDetails;
const place = { lat: -6.8161, lng: 39.2894, formattedAddress: 'Samora Avenue, Dar es Salaam' };
// HBB-2, HBB-3, HBB-7, HBB-8, HBB-9, HBB-10, HBB-11
describeModel(
  'plan, details, address, number, OTP, submit: success then /payment/start after 3 s, unavailable then the redirect after 6 s, or Something Went Wrong; every step shows what the rules say',
  hbbLeadSpec,
  (report) => {
    expectFullCoverage(report, ['400', '502']);
    expect(report.actionsRun).toEqual(
      expect.arrayContaining(['storeLeadId', 'redirectToPayment', 'redirectToPage']),
    );
  },
);

describe('hbbLead machine (timers and side effects)', () => {
  /** Runs the whole flow with the real address child; the submit answer is the variable. */
  async function runLead(answer: SubmitLeadResult) {
    const calls: string[] = [];
    const clock = new SimulatedClock();
    const machine = hbbLeadMachine.provide({
      actors: {
        hbbAddress: hbbAddressMachine.provide({
          actors: {
            geocode: fromPromise(async (): Promise<Outcome<typeof place>> => ({
              ok: true,
              result: place,
            })),
          },
        }),
        validateNumber: fromPromise(async (): Promise<Outcome<{ lineType: string }>> => ({
          ok: true,
          result: { lineType: 'PREPAID' },
        })),
        otp: fromPromise(async () => ({
          status: 'verified',
          family: 'payment',
          id: 'r',
          uniqueCode: 'u-1',
        })) as never,
        submitLead: fromPromise(async (): Promise<Outcome<SubmitLeadResult>> => ({
          ok: true,
          result: answer,
        })),
      },
      actions: {
        storeLeadId: (_, params) => calls.push(`storeLeadId ${params.leadId}`),
        redirectToPayment: (_, params) => calls.push(`redirectToPayment ${params.leadId}`),
        redirectToPage: () => calls.push('redirectToPage'),
      },
    });
    const actor = createActor(machine, { input: { plans: [plan] }, clock }).start();
    actor.send({ type: 'plan.select', plan });
    actor.send({ type: 'plan.proceed' });
    actor.send({ type: 'form.submit', details });
    const address = actor.getSnapshot().children.hbbAddress as
      ActorRefFrom<typeof hbbAddressMachine> | undefined;
    if (!address) throw new Error('the address child did not start');
    await waitFor(address, (s) => s.value === 'confirmAddress');
    actor.send({ type: 'address.confirm' });
    const settled = await waitFor(
      actor,
      (s) => s.matches('success') || s.matches('unavailable') || s.matches('details'),
    );
    return { actor, clock, calls, settled };
  }

  it('feasible with a lead id: stores it, then goes to payment after 3 s', async () => {
    const { actor, clock, calls, settled } = await runLead({ feasible: true, refLeadId: 'L-1' });
    expect(settled.value).toBe('success');
    expect(calls).toEqual(['storeLeadId L-1']);
    clock.increment(3_000);
    expect(calls).toEqual(['storeLeadId L-1', 'redirectToPayment L-1']);
    actor.stop();
  });

  it('not feasible: unavailable, then the redirect page after 6 s', async () => {
    const { actor, clock, calls, settled } = await runLead({ feasible: false });
    expect(settled.value).toBe('unavailable');
    clock.increment(5_999);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(calls).toEqual(['redirectToPage']);
    actor.stop();
  });

  it("feasible without a lead id: back to the details with 'generic'", async () => {
    const { actor, settled } = await runLead({ feasible: true });
    expect(settled.value).toBe('details');
    expect(settled.context.error).toEqual({ code: 'generic' });
    actor.stop();
  });
});
