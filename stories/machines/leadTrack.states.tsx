/**
 * The lead tracking machine (machines/leadTrack.machine.ts), one story per leaf state: generated
 * from the machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/leadTrack.spec.ts) and shown on the real 'Track your request' section, whose hook
 * (useLeadTrack, spied in .storybook/preview.tsx) hands out the replayed actor.
 */
import { expect, mocked, within } from 'storybook/test';
import type { LeadTrackTag } from '../../machines/leadTrack.machine.ts';
import { LeadTrackSection } from '../../src/features/hbb-lead/LeadTrackSection.tsx';
import { useLeadTrack } from '../../src/features/hbb-lead/useLeadTrack.ts';
import { leadTrackSpec } from '../../tests/model/leadTrack.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';
import '../../src/features/hbb-lead/hbb-lead.css';

export default {
  title: 'Machines/leadTrack',
  // The section's form is the CMS package form-track-lead.
  parameters: { layout: 'padded', msw: { handlers: cmsHandlers() } },
};

const NOT_FOUND =
  'We could not find a request with this lead ID and contact number. Please check both and try again.';

export const states: MachineStates = {
  spec: leadTrackSpec,
  spies: [mocked(useLeadTrack)],
  render: ({ actor }) => {
    mocked(useLeadTrack).mockReturnValue([actor.getSnapshot(), actor.send, actor] as never);
    return <LeadTrackSection />;
  },
  check: async (screen, { actor }) => {
    const has = (tag: LeadTrackTag) => actor.getSnapshot().hasTag(tag);
    const section = within(await screen.findByRole('region', { name: 'Track your request' }));
    // While a request is looked up the form waits: one request at a time.
    const leadId = await section.findByRole('textbox', { name: /Lead ID/ });
    await expect((leadId as HTMLInputElement).disabled).toBe(has('tracking'));
    await expect(section.queryByText('Looking up your request…') !== null).toBe(has('tracking'));
    await expect(section.queryByText(NOT_FOUND) !== null).toBe(has('notFound'));
    await expect(section.queryByText('Something Went Wrong!') !== null).toBe(has('errorShown'));
    const result = section.queryByRole('heading', { name: 'Your request' });
    await expect(result !== null).toBe(has('leadShown'));
    if (has('leadShown')) {
      // SUBMITTED reads 'Received', with its note; the town the answer names.
      const value = (label: string) =>
        section.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      await expect(value('Lead ID')).toBe('LEAD0001');
      await expect(value('Status')).toBe('Received');
      await expect(value('Town')).toBe('Arusha');
      await expect(
        section.getByText('Our team will call you to arrange the installation.'),
      ).toBeVisible();
    }
  },
};
