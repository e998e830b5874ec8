/**
 * The help centre's rules, written from the spec alone (section 'Help centre' and its flow
 * summary; none of the machine's code): what must hold after any path of clicks and vote answers.
 * - four stages: 1 categories and popular questions, 2 one category, 3 a sub-category, 4 one
 *   answer (HELP-1, HELP-2, HELP-3)
 * - a Back button appears after stage 1 and goes to the previous stage; from an answer, to the
 *   stage the question was opened from (HELP-4)
 * - a question click from any stage goes to stage 4 (HELP-5); a new answer starts not voted
 * - a category whose first entry carries its own link goes to that link: the stages stay (HELP-6)
 * - a vote: voted, the thank-you shown, right after the click, whatever the server answers
 *   (HELP-10, HELP-11)
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Stage = 1 | 2 | 3 | 4;

export interface HelpCentreTruth {
  stage: Stage;
  /** Where Back from the answer goes. */
  openedFrom: Exclude<Stage, 4>;
  voted: boolean;
  category: string;
  subCategory: string;
  questionId: string;
}

type HelpEvent = EventObject & {
  category?: string;
  link?: string;
  subCategory?: string;
  questionId?: string;
};

function step(truth: HelpCentreTruth, event: EventObject): HelpCentreTruth {
  const e = event as HelpEvent;
  switch (e.type) {
    case 'help.category':
      // Only stage 1 lists the parent categories; a linked one leaves for its link.
      if (truth.stage !== 1 || e.link) return truth;
      return { ...truth, stage: 2, category: e.category ?? '' };
    case 'help.subCategory':
      return truth.stage === 2 ? { ...truth, stage: 3, subCategory: e.subCategory ?? '' } : truth;
    case 'help.question': {
      const questionId = e.questionId ?? '';
      if (truth.stage === 4)
        // Already on an answer (the search is on every stage): the question's answer, not voted
        // if it is another one; Back still goes where the first answer was opened from.
        return questionId === truth.questionId ? truth : { ...truth, questionId, voted: false };
      return { ...truth, stage: 4, openedFrom: truth.stage, questionId, voted: false };
    }
    case 'help.back':
      if (truth.stage === 1) return truth;
      return {
        ...truth,
        stage: truth.stage === 4 ? truth.openedFrom : ((truth.stage - 1) as Stage),
        voted: false,
      };
    case 'help.vote':
      return truth.stage === 4 ? { ...truth, voted: true } : truth;
    default:
      // The vote's answer (refetch or not, or a failure) changes nothing on screen.
      return truth;
  }
}

const STAGE_TAG: Record<Stage, string> = {
  1: 'topics',
  2: 'categoryShown',
  3: 'subCategoryShown',
  4: 'answerShown',
};

function expect(truth: HelpCentreTruth): Expected {
  const answer = truth.stage === 4;
  return {
    tags: [
      STAGE_TAG[truth.stage],
      ...(truth.stage > 1 ? ['backOffered'] : []),
      ...(answer ? [truth.voted ? 'thanked' : 'voteOffered'] : []),
    ],
    done: false,
    // What the views show: the category, the sub-category and the question last chosen.
    context: {
      category: truth.category,
      subCategory: truth.subCategory,
      questionId: truth.questionId,
    },
  };
}

export const helpCentreOracle: Oracle<HelpCentreTruth> = {
  start: () => ({
    stage: 1,
    openedFrom: 1,
    voted: false,
    category: '',
    subCategory: '',
    questionId: '',
  }),
  step,
  expect,
};
