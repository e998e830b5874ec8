/** GET cms/webpage/getFaqs_pCategory?opco=TZ (header lang: en|sw) -> data/result: FAQ items with countLikePercentage. */
import { endpoints } from '../../../src/api/endpoints.ts';
import { content } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { faqs as seedFaqs } from '../../seed/faqs.ts';
import { likePercentage } from '../../store/likes.ts';

export const faqs: ApiRoute = {
  endpoint: endpoints.faqs,
  handle(req, { db }) {
    const lang = (req.header('lang') ?? 'en').toLowerCase().startsWith('sw') ? 'sw' : 'en';
    return content(
      seedFaqs[lang].map((faq) => ({
        ...faq,
        countLikePercentage: likePercentage(db, faq.questionId),
      })),
    );
  },
};
