/**
 * The help centre machine (machines/helpCentre.machine.ts), one story per leaf state: generated
 * from the machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/helpCentre.spec.ts) and shown on the real HelpCentre, whose `useMachine` hands out
 * the replayed actor (stories/machines/replayedMachine.ts); its search box runs for real.
 */
import { expect } from 'storybook/test';
import type { HelpCentreTag } from '../../machines/helpCentre.machine.ts';
import { HelpCentre } from '../../src/features/help/HelpCentre.tsx';
import { helpCentreModelEntries } from '../../src/features/help/testing/modelEntries.ts';
import { helpCentreSpec } from '../../tests/model/helpCentre.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import type { MachineStates } from './machineStory.tsx';
import { handOutReplayed, useMachineSpy } from './replayedMachine.ts';
import '../../src/styles/index.css';

export default {
  title: 'Machines/helpCentre',
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/gethelp'] },
    msw: { handlers: cmsHandlers() },
  },
};

export const states: MachineStates = {
  spec: helpCentreSpec,
  spies: [useMachineSpy],
  render: ({ actor }) => {
    handOutReplayed('helpCentre', actor);
    return <HelpCentre entries={helpCentreModelEntries} links={[]} reloadFaqs={() => {}} />;
  },
  check: async (screen, { actor }) => {
    const has = (tag: HelpCentreTag) => actor.getSnapshot().hasTag(tag);
    // The search is on every stage.
    await expect(
      await screen.findByRole('combobox', { name: 'Search help questions' }),
    ).toBeVisible();
    const heading = (name: string) => screen.queryByRole('heading', { level: 2, name }) !== null;
    // Stage 1: the topics; 2: the category and its sub-categories; 3: the sub-category;
    // 4: the answer, with 'Still need help?'.
    await expect(heading('Help topics')).toBe(has('topics'));
    await expect(heading('Data')).toBe(has('categoryShown'));
    await expect(screen.queryByRole('heading', { name: 'Related topics' }) !== null).toBe(
      has('categoryShown'),
    );
    await expect(heading('Bundles')).toBe(has('subCategoryShown'));
    await expect(heading('How do I buy a data bundle?')).toBe(has('answerShown'));
    await expect(heading('Still need help?')).toBe(has('answerShown'));
    // A Back button after stage 1 only.
    await expect(screen.queryByRole('button', { name: /Back/ }) !== null).toBe(has('backOffered'));
    // The thumbs until the vote, then the thank-you in their place.
    await expect(screen.queryByRole('button', { name: 'Yes, this was helpful' }) !== null).toBe(
      has('voteOffered'),
    );
    await expect(screen.queryByRole('button', { name: 'No, this was not helpful' }) !== null).toBe(
      has('voteOffered'),
    );
    await expect(screen.queryByText('Thank you!') !== null).toBe(has('thanked'));
  },
};
