import { expect } from 'vitest';
import { helpCentreMachine } from '../../machines/helpCentre.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { done, rejected } from './outcomes.ts';

describeModel(
  'stages 1-4, back to the previous stage, question from any stage, own link, vote',
  {
    name: 'helpCentre',
    machine: helpCentreMachine,
    events: [
      { type: 'help.category', category: 'Data' },
      { type: 'help.category', category: 'Shops', link: '/store_finder/twiga_shop' },
      { type: 'help.subCategory', subCategory: 'Bundles' },
      { type: 'help.question', questionId: 'q1' },
      { type: 'help.back' },
      { type: 'help.vote', like: true },
    ],
    outcomes: { sendVote: [done({ refetch: true }), done({ refetch: false }), rejected] },
  },
  (report) => {
    expectFullCoverage(report, []);
    expect(report.actionsRun).toEqual(expect.arrayContaining(['openLink', 'refetchContent']));
  },
);
