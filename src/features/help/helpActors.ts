import { fromPromise } from 'xstate';
import { likeCount } from '../../api/content.api.ts';

/** The vote call: likeCount; content is refetched when the service answered with data. */
export const sendVoteActor = fromPromise<
  { refetch: boolean },
  { questionId: string; like: boolean }
>(async ({ input }) => {
  const outcome = await likeCount(input.questionId, input.like);
  return { refetch: outcome.ok && outcome.result !== undefined && outcome.result !== null };
});
