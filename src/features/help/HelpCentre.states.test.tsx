/**
 * The help centre in every state the helpCentre model reaches: for each state (an answer also by
 * where Back goes), the model's shortest path (tests/model/helpCentre.spec.ts) drives a real
 * `helpCentre` actor there, HelpCentre renders from that actor's snapshot, and what a person sees
 * must match the tags the state declares (machines/helpCentre.machine.ts HelpCentreTag).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { HelpCentreTag } from '../../../machines/helpCentre.machine.ts';
import { helpCentreSpec, helpCentreStateKey } from '../../../tests/model/helpCentre.spec.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { HelpCentre } from './HelpCentre.tsx';
import { helpCentreModelEntries } from './testing/modelEntries.ts';
import { replayed } from '../../testing/replayedMachine.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';

// The help centre's machine is the replayed actor; the search box keeps its own.
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../../testing/replayedMachine.ts')).replayedMachine('helpCentre', importOriginal),
);

setUpTestServer([], { portal: false });

const states = shortestPathsByState(helpCentreSpec, helpCentreStateKey);

describe('HelpCentre: each state of the helpCentre machine shows what its tags declare', () => {
  // HELP-2, HELP-4, HELP-5, HELP-11
  it('the model reaches the four stages, the vote and its thank-you, and an answer opened from each of stages 1-3', () => {
    expect(states.map(({ state }) => state)).toEqual(
      expect.arrayContaining([
        'stage1',
        'stage2',
        'stage3',
        'stage4.notVoted, back to stage1',
        'stage4.notVoted, back to stage2',
        'stage4.notVoted, back to stage3',
        'stage4.voted, back to stage1',
      ]),
    );
  });

  // HELP-1, HELP-2, HELP-3, HELP-4, HELP-10, HELP-11
  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(helpCentreSpec, events);
    const snapshot = run.actor.getSnapshot();
    replayed.current = [snapshot, run.actor.send];
    const has = (tag: HelpCentreTag) => snapshot.hasTag(tag);
    renderRoutes(
      [
        {
          path: '/',
          element: <HelpCentre entries={helpCentreModelEntries} links={[]} reloadFaqs={() => {}} />,
        },
      ],
      '/',
      { resources: cmsTexts('getHelp-translation', 'faq-translation'), toasts: false },
    );
    // The search is on every stage.
    await screen.findByRole('combobox');
    const heading = (name: string) => screen.queryByRole('heading', { level: 2, name }) !== null;
    // Stage 1: the topics; 2: the category and its two sub-categories; 3: the sub-category;
    // 4: the answer, with 'Still need help?'.
    expect(heading('Help topics')).toBe(has('topics'));
    expect(heading('Data')).toBe(has('categoryShown'));
    expect(screen.queryByRole('heading', { name: 'Related topics' }) !== null).toBe(
      has('categoryShown'),
    );
    expect(heading('Bundles')).toBe(has('subCategoryShown'));
    expect(heading('How do I buy a data bundle?')).toBe(has('answerShown'));
    expect(heading('Still need help?')).toBe(has('answerShown'));
    // A Back button after stage 1 only.
    expect(screen.queryByRole('button', { name: /Back/ }) !== null).toBe(has('backOffered'));
    // The thumbs until the vote, then the thank-you in their place.
    expect(screen.queryByRole('button', { name: 'Yes, this was helpful' }) !== null).toBe(
      has('voteOffered'),
    );
    expect(screen.queryByRole('button', { name: 'No, this was not helpful' }) !== null).toBe(
      has('voteOffered'),
    );
    expect(screen.queryByText('Thank you!') !== null).toBe(has('thanked'));
    run.actor.stop();
  });
});
