/**
 * Rules of lead tracking (machines/leadTrack.machine.ts): a reference and the 9-digit contact
 * number are needed, the reference is sent trimmed, '404' is "not found", any other failure shows
 * its error, and each answer takes another search.
 */
import { describe, expect, it } from 'vitest';
import { leadTrackMachine } from './leadTrack.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const lead = { refLeadId: 'HBB-0001', leadStatus: 'IN_PROGRESS', city: 'Dar es Salaam' };

function startTrack(...answers: Answer[]) {
  return startScripted(leadTrackMachine, undefined as never, {
    trackLead: answers.length ? answers : [okOutcome(lead)],
  });
}

async function track(run: ReturnType<typeof startTrack>, refLeadId: string, contactNumber: string) {
  run.actor.send({ type: 'track.submit', refLeadId, contactNumber });
  await flush();
}

describe('leadTrack rules', () => {
  it('a blank reference, or a contact number of 8 or 10 digits, is not tracked', async () => {
    const run = startTrack();
    await track(run, '   ', '712000001');
    await track(run, 'HBB-0001', '71200000');
    await track(run, 'HBB-0001', '7120000011');
    await track(run, 'HBB-0001', '71200000a');
    expect(run.calls.trackLead).toEqual([]);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context).toEqual({ query: null, lead: null, error: null });
  });

  it('the reference is sent trimmed with the contact number, and the lead status is shown', async () => {
    const run = startTrack();
    await track(run, '  HBB-0001 ', '712000001');
    expect(run.calls.trackLead).toEqual([{ refLeadId: 'HBB-0001', contactNumber: '712000001' }]);
    expect(run.actor.getSnapshot().value).toBe('found');
    expect(run.actor.getSnapshot().context.lead).toEqual(lead);
  });

  it('one request at a time: a second submit while tracking is not sent', () => {
    const run = startTrack();
    run.actor.send({ type: 'track.submit', refLeadId: 'HBB-0001', contactNumber: '712000001' });
    run.actor.send({ type: 'track.submit', refLeadId: 'HBB-0002', contactNumber: '712000001' });
    expect(run.actor.getSnapshot().context.query?.refLeadId).toBe('HBB-0001');
  });

  it("'404' is the not-found message", async () => {
    const run = startTrack(failOutcome('404', 'Lead not found'));
    await track(run, 'HBB-9999', '712000001');
    expect(run.actor.getSnapshot().value).toBe('notFound');
  });

  it('an answer without a lead status is "Something Went Wrong!"', async () => {
    const run = startTrack(okOutcome({ refLeadId: 'HBB-0001' }));
    await track(run, 'HBB-0001', '712000001');
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('another failure (500) shows its code and server text', async () => {
    const run = startTrack(failOutcome('500', 'Service down'));
    await track(run, 'HBB-0001', '712000001');
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: '500', message: 'Service down' });
  });

  it('a request lost on the network is "Something Went Wrong!" (generic)', async () => {
    const run = startTrack({ reject: 'offline' });
    await track(run, 'HBB-0001', '712000001');
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  it('from found, not found or failed, another reference can be tracked, clearing the last answer', async () => {
    const run = startTrack(
      okOutcome(lead),
      failOutcome('404', 'none'),
      failOutcome('500', 'down'),
      okOutcome({ ...lead, refLeadId: 'HBB-0004' }),
    );
    await track(run, 'HBB-0001', '712000001');
    run.actor.send({ type: 'track.submit', refLeadId: 'HBB-0002', contactNumber: '712000001' });
    expect(run.actor.getSnapshot().context).toMatchObject({ lead: null, error: null });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('notFound');
    await track(run, 'HBB-0003', '712000001');
    expect(run.actor.getSnapshot().value).toBe('failed');
    run.actor.send({ type: 'track.submit', refLeadId: 'HBB-0004', contactNumber: '712000001' });
    expect(run.actor.getSnapshot().context).toMatchObject({ lead: null, error: null });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('found');
    expect(run.calls.trackLead).toHaveLength(4);
  });

  it('an answer with no result at all is "Something Went Wrong!"', async () => {
    const run = startTrack(okOutcome(undefined));
    await track(run, 'HBB-0001', '712000001');
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });
});
