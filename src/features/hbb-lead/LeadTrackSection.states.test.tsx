/**
 * 'Track your request' in every state the leadTrack model reaches: for each state, the model's
 * shortest path (tests/model/leadTrack.spec.ts) drives a real `leadTrack` actor there,
 * LeadTrackSection renders from that actor's snapshot, and what a person sees must match the tags
 * the state declares (machines/leadTrack.machine.ts LeadTrackTag).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LeadTrackTag } from '../../../machines/leadTrack.machine.ts';
import { leadTrackSpec, leadTrackStateKey } from '../../../tests/model/leadTrack.spec.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { cmsPackagesHandler } from '../../testing/cmsPackages.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { LeadTrackSection } from './LeadTrackSection.tsx';
import { replayTo } from '../../../tests/model/replayTo.ts';

// The section's hook hands out the replayed actor instead of starting its own machine.
const replayed = vi.hoisted(() => ({ current: [] as unknown[] }));
vi.mock('./useLeadTrack.ts', () => ({ useLeadTrack: () => replayed.current }));

setUpTestServer([cmsPackagesHandler(/^form-track-lead$/)]);

const states = shortestPathsByState(leadTrackSpec, leadTrackStateKey);
const NOT_FOUND =
  'We could not find a request with this lead ID and contact number. Please check both and try again.';

describe('LeadTrackSection: each state of the leadTrack machine shows what its tags declare', () => {
  // HBB-14
  it('the model reaches the section states of decision #46 (lead shown, 404 not found, 400 and a failed call an error)', () => {
    expect(states.map(({ state }) => state)).toEqual(
      expect.arrayContaining([
        'idle',
        'tracking',
        'found',
        'notFound',
        'failed, error 400',
        'failed, error generic',
      ]),
    );
  });

  // HBB-14
  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(leadTrackSpec, events);
    const snapshot = run.actor.getSnapshot();
    replayed.current = [snapshot, run.actor.send];
    const has = (tag: LeadTrackTag) => snapshot.hasTag(tag);
    renderRoutes([{ path: '/', element: <LeadTrackSection /> }], '/', {
      resources: cmsTexts('lead-status-translation', 'validation-translation'),
    });
    const section = await screen.findByRole('region', { name: 'Track your request' });
    // While a request is looked up the form waits: one request at a time. (Track also waits for
    // both fields, which a fresh mount has not filled: the fields tell the states apart.)
    const leadId = await within(section).findByRole('textbox', { name: /Lead ID/ });
    expect((leadId as HTMLInputElement).disabled).toBe(has('tracking'));
    expect(within(section).getByRole('button', { name: 'Track' })).toBeUnavailable();
    expect(within(section).queryByText('Looking up your request…') !== null).toBe(has('tracking'));
    expect(within(section).queryByText(NOT_FOUND) !== null).toBe(has('notFound'));
    expect(within(section).queryByText('Something Went Wrong!') !== null).toBe(has('errorShown'));
    const result = within(section).queryByRole('heading', { name: 'Your request' });
    expect(result !== null).toBe(has('leadShown'));
    if (has('leadShown')) {
      // SUBMITTED reads 'Received', with its note; the town the answer names.
      const value = (label: string) =>
        within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(value('Lead ID')).toBe('LEAD0001');
      expect(value('Status')).toBe('Received');
      expect(value('Town')).toBe('Arusha');
      expect(
        within(section).getByText('Our team will call you to arrange the installation.'),
      ).toBeInTheDocument();
    }
    run.actor.stop();
  });
});
