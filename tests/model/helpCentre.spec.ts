/**
 * The help centre's model: the clicks a person makes and the vote's answers. Shared by the model
 * test (tests/model/helpCentre.model.test.ts), the fast oracle replay
 * (machines/helpCentre.oracle.test.ts) and the screen's state test
 * (src/features/help/HelpCentre.states.test.tsx).
 */
import { helpCentreMachine } from '../../machines/helpCentre.machine.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { helpCentreOracle } from './helpCentre.oracle.ts';
import { done, rejected } from './outcomes.ts';

export const helpCentreSpec = {
  name: 'helpCentre',
  machine: helpCentreMachine,
  input: undefined,
  events: [
    { type: 'help.category', category: 'Data' },
    { type: 'help.category', category: 'Shops', link: '/store_finder/twiga_shop' },
    { type: 'help.subCategory', subCategory: 'Bundles' },
    // Two question ids: a second one chosen on stage 4 (from the search) opens its answer (HELP-5).
    { type: 'help.question', questionId: 'q1' },
    { type: 'help.question', questionId: 'q2' },
    { type: 'help.back' },
    { type: 'help.vote', like: true },
  ],
  outcomes: { sendVote: [done({ refetch: true }), done({ refetch: false }), rejected] },
  oracle: helpCentreOracle,
} satisfies ModelSpec;

/** Help states as the screen tells them apart: an answer also by where Back takes the person. */
export const helpCentreStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const leaves = leafStates(snapshot);
  const { returnTo } = snapshot.context as { returnTo: string };
  return leaves.startsWith('stage4') ? `${leaves}, back to ${returnTo}` : leaves;
};
