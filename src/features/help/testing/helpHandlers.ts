/**
 * MSW handlers of the help centre for component tests (msw/node) and stories (browser worker):
 * the CMS `help-documents` package straight from schemas/cms, an FAQ list like the sandbox's,
 * and the vote. URLs start with '*' so they match any base.
 */
import { delay, http } from 'msw';
import type { FaqItem } from '../../../api/content.api.ts';
import { cmsPackage, packageAnswer, packageNotFound } from '../../../testing/cmsPackages.ts';
import { contentOk, httpFailure } from '../../../testing/envelope.ts';

/** FAQ items per language, as the sandbox seeds them (Q2 is known only to the FAQ list). */
export const testFaqs: Record<'en' | 'sw', FaqItem[]> = {
  en: [
    {
      questionId: 'Q1',
      category: 'Recharge',
      question: 'How do I recharge my prepaid line?',
      answer: '<p>Open Prepaid Recharge.</p>',
      countLikePercentage: 80,
    },
    {
      questionId: 'Q2',
      category: 'Recharge',
      question: 'Can I buy a bundle for another number?',
      answer: '<p>Yes.</p>',
      countLikePercentage: 0,
    },
    {
      questionId: 'Q3',
      category: 'Bill Payment',
      question: 'How do I pay my postpaid bill?',
      answer: '<p>Open Postpaid Bill Pay.</p>',
      countLikePercentage: 50,
    },
  ],
  sw: [
    {
      questionId: 'Q1',
      category: 'Kuongeza salio',
      question: 'Ninaongezaje salio la laini ya malipo kabla?',
      answer: '<p>Fungua Ongeza Salio.</p>',
      countLikePercentage: 80,
    },
    {
      questionId: 'Q3',
      category: 'Malipo ya bili',
      question: 'Ninalipaje bili yangu ya malipo baadaye?',
      answer: '<p>Fungua Lipa Bili.</p>',
      countLikePercentage: 50,
    },
  ],
};

/** How each call answers; 'pending' never answers (loading stories). */
export interface HelpHandlerOptions {
  documents?: 'ok' | 'error' | 'pending';
  faqs?: 'ok' | 'error' | 'pending';
  /** Every vote received, as `questionId:like`. */
  votes?: string[];
}

const forever = () => delay('infinite');

/** Handlers answering like the sandbox. */
export function helpHandlers(options: HelpHandlerOptions = {}) {
  const { documents = 'ok', faqs = 'ok', votes } = options;
  return [
    http.get('*/cms/webpage/activePackage', async ({ request }) => {
      const { name, data } = cmsPackage(new URL(request.url).searchParams.get('pageUrl') ?? '');
      if (documents === 'pending') await forever();
      // Only the help-documents package: any other package load here is a stray request.
      if (!data || name !== 'help-documents' || documents === 'error') return packageNotFound();
      return packageAnswer(data);
    }),
    http.get('*/cms/webpage/getFaqs_pCategory', async ({ request }) => {
      if (faqs === 'pending') await forever();
      if (faqs === 'error') return httpFailure(500, 'down');
      const lang = request.headers.get('lang') === 'sw' ? 'sw' : 'en';
      return contentOk(testFaqs[lang]);
    }),
    http.post('*/cms/webpage/likeCount/', async ({ request }) => {
      const body = (await request.json()) as { data: { questionId: string; isLike: boolean } };
      votes?.push(`${body.data.questionId}:${body.data.isLike}`);
      const result = {
        questionId: body.data.questionId,
        countLikePercentage: body.data.isLike ? 100 : 0,
      };
      return contentOk(result);
    }),
  ];
}
