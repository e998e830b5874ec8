import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './shared.ts';

type Stage = 'stage1' | 'stage2' | 'stage3';

interface HelpContext {
  category: string;
  subCategory: string;
  questionId: string;
  /** Where Back from the answer (stage 4) returns. */
  returnTo: Stage;
}

/**
 * What the help centre shows in each state, declared on the states as xstate tags (decision #100):
 * HelpCentre reads `hasTag`, so a wrong tag shows on screen.
 * - topics: stage 1, the parent categories and the popular questions
 * - categoryShown: stage 2, one category's sub-categories or questions
 * - subCategoryShown: stage 3, one sub-category's questions
 * - answerShown: stage 4, one answer
 * - backOffered: the Back button (every stage after the first)
 * - voteOffered: the answer's thumbs up and down
 * - thanked: the thank-you that replaces them after a vote
 */
export type HelpCentreTag =
  | 'topics'
  | 'categoryShown'
  | 'subCategoryShown'
  | 'answerShown'
  | 'backOffered'
  | 'voteOffered'
  | 'thanked';

/**
 * Help centre: 1 categories + popular questions, 2 a category's questions, 3 a sub-category,
 * 4 one answer. help.back goes to the previous stage; a question from any stage goes to 4;
 * a category with its own link opens it (`openLink`); the vote goes not voted -> voted at once.
 */
export const helpCentreMachine = setup({
  types: {
    context: {} as HelpContext,
    events: {} as
      | { type: 'help.category'; category: string; link?: string }
      | { type: 'help.subCategory'; subCategory: string }
      | { type: 'help.question'; questionId: string }
      | { type: 'help.back' }
      | { type: 'help.vote'; like: boolean },
    tags: {} as HelpCentreTag,
  },
  actors: {
    sendVote: fromPromise<{ refetch: boolean }, { questionId: string; like: boolean }>(async () =>
      notProvided('sendVote'),
    ),
  },
  guards: {
    hasLink: (_, link: string | undefined) => !!link,
    returnsTo: ({ context }, stage: Stage) => context.returnTo === stage,
    isOtherQuestion: ({ context }, questionId: string) => context.questionId !== questionId,
  },
  actions: {
    /** Placeholder: the screen navigates to the category's own link (or a configured page). */
    openLink: (_, _params: { link: string }) => {},
    /** Placeholder: the screen refetches the FAQ content after a vote that returned data. */
    refetchContent: () => {},
  },
}).createMachine({
  id: 'helpCentre',
  context: { category: '', subCategory: '', questionId: '', returnTo: 'stage1' },
  initial: 'stage1',
  states: {
    stage1: {
      tags: 'topics',
      on: {
        'help.category': [
          {
            guard: { type: 'hasLink', params: ({ event }) => event.link },
            actions: { type: 'openLink', params: ({ event }) => ({ link: event.link ?? '' }) },
          },
          { target: 'stage2', actions: assign({ category: ({ event }) => event.category }) },
        ],
        'help.question': {
          target: 'stage4',
          actions: assign({ questionId: ({ event }) => event.questionId, returnTo: 'stage1' }),
        },
      },
    },
    stage2: {
      tags: ['categoryShown', 'backOffered'],
      on: {
        'help.subCategory': {
          target: 'stage3',
          actions: assign({ subCategory: ({ event }) => event.subCategory }),
        },
        'help.question': {
          target: 'stage4',
          actions: assign({ questionId: ({ event }) => event.questionId, returnTo: 'stage2' }),
        },
        'help.back': 'stage1',
      },
    },
    stage3: {
      tags: ['subCategoryShown', 'backOffered'],
      on: {
        'help.question': {
          target: 'stage4',
          actions: assign({ questionId: ({ event }) => event.questionId, returnTo: 'stage3' }),
        },
        'help.back': 'stage2',
      },
    },
    stage4: {
      tags: ['answerShown', 'backOffered'],
      initial: 'notVoted',
      on: {
        // HELP-5: a question from the search on the answer page opens its answer, not voted;
        // Back still returns to the stage the first answer was opened from.
        'help.question': {
          guard: { type: 'isOtherQuestion', params: ({ event }) => event.questionId },
          target: '.notVoted',
          actions: assign({ questionId: ({ event }) => event.questionId }),
        },
        'help.back': [
          { guard: { type: 'returnsTo', params: 'stage1' }, target: 'stage1' },
          { guard: { type: 'returnsTo', params: 'stage2' }, target: 'stage2' },
          { target: 'stage3' },
        ],
      },
      states: {
        notVoted: { tags: 'voteOffered', on: { 'help.vote': 'voted' } },
        voted: {
          tags: 'thanked',
          invoke: {
            id: 'sendVote',
            src: 'sendVote',
            input: ({ context, event }) => ({
              questionId: context.questionId,
              like: (event as { like: boolean }).like,
            }),
            onDone: { guard: ({ event }) => event.output.refetch, actions: 'refetchContent' },
            // The thank-you already shows; a failed vote changes nothing on screen.
            onError: { description: 'vote failure ignored' },
          },
        },
      },
    },
  },
});
