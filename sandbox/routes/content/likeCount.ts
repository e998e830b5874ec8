/** POST cms/webpage/likeCount/ data{questionId, isLike, opco} -> data/result{questionId, countLikePercentage}. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { content, fail } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import { likePercentage, vote } from '../../store/likes.ts';

export const likeCount: ApiRoute = {
  endpoint: endpoints.likeCount,
  handle({ data }, { db }) {
    const questionId = text(data.questionId);
    if (!questionId) return fail('400', 'questionId is required');
    vote(db, questionId, data.isLike === true || data.isLike === 'true');
    return content({ questionId, countLikePercentage: likePercentage(db, questionId) });
  },
};
