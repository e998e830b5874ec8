import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import helpEn from '../../../schemas/cms/en/help-documents.json' with { type: 'json' };
import helpSw from '../../../schemas/cms/sw/help-documents.json' with { type: 'json' };
import {
  categoryLink,
  isHelpDocuments,
  joinHelpContent,
  parentCategories,
  popularQuestions,
  questionsOf,
  subCategories,
  type HelpItem,
} from './helpData.ts';

const item = (
  question: string,
  parentCategory: string,
  category: string,
  popular = 'false',
  href = '',
): HelpItem => ({
  question,
  parentCategory,
  category,
  popular,
  href,
  answer: `<p>${question}</p>`,
});

describe('help documents', () => {
  it('accepts the published EN and SW packages and refuses a broken one', () => {
    expect(isHelpDocuments(helpEn)).toBe(true);
    expect(isHelpDocuments(helpSw)).toBe(true);
    expect(isHelpDocuments({ helpItems: [{ question: 'q' }] })).toBe(false);
  });

  // HELP-12
  it('joins FAQ ids and helpful shares by question text, and adds FAQ-only questions', () => {
    const entries = joinHelpContent(
      [item('How do I pay?', 'Bills', 'Postpaid'), item('Unknown?', 'Bills', 'Postpaid')],
      [
        {
          questionId: 'Q3',
          question: 'how do i PAY?',
          category: 'Bill Payment',
          answer: '',
          countLikePercentage: 40,
        },
        { questionId: 'Q9', question: 'Only in FAQ?', category: 'Other', answer: '<p>a</p>' },
        {
          questionId: 'Q2',
          question: 'Also only in FAQ?',
          category: 'postpaid',
          answer: '<p>b</p>',
        },
      ],
    );
    expect(entries.map((e) => [e.id, e.parentCategory, e.likePercentage])).toEqual([
      ['Q3', 'Bills', 40],
      ['Unknown?', 'Bills', undefined],
      ['Q9', 'Other', undefined],
      ['Q2', 'Bills', undefined],
    ]);
  });

  it('lists parent categories and sub-categories once each, in order', () => {
    const entries = joinHelpContent(
      [item('a', 'P1', 'S1'), item('b', 'P2', 'S2'), item('c', 'P1', 'S3'), item('d', 'P1', 'S1')],
      [],
    );
    expect(parentCategories(entries)).toEqual(['P1', 'P2']);
    expect(subCategories(entries, 'P1')).toEqual(['S1', 'S3']);
    expect(questionsOf(entries, 'P1', 'S1').map((e) => e.question)).toEqual(['a', 'd']);
  });

  // HELP-1
  it("keeps at most the limit of popular questions, and only those marked 'true'", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('true', 'false', 'TRUE', ''), { maxLength: 30 }),
        fc.integer({ min: 0, max: 12 }),
        (flags, limit) => {
          const entries = joinHelpContent(
            flags.map((f, i) => item(`q${i}`, 'P', 'S', f)),
            [],
          );
          const popular = popularQuestions(entries, limit);
          expect(popular.length).toBe(
            Math.min(limit, flags.filter((f) => f.toLowerCase() === 'true').length),
          );
          expect(popular.every((e) => e.popular?.toLowerCase() === 'true')).toBe(true);
        },
      ),
    );
  });

  // HELP-6, HELP-7
  it("routes a category by its first entry's link, else by its configured name", () => {
    const entries = joinHelpContent(
      [
        item('a', 'Shops', 'Shops', 'false', '/store_finder/twiga_shop'),
        item('b', 'Help', 'Dealers'),
        item('c', 'Help', 'Mobile-Money Loans'),
        item('d', 'Help', 'Our Service Experience'),
        item('e', 'Recharge', 'Bundles'),
      ],
      [],
    );
    expect(categoryLink(entries, 'Shops', 'parent', 'twiga')).toBe('/store_finder/twiga_shop');
    expect(categoryLink(entries, 'Dealers', 'sub', 'twiga')).toBe('/store_finder/dealers');
    expect(categoryLink(entries, 'Mobile-Money Loans', 'sub', 'twiga')).toBe('/more-twiga-money');
    expect(categoryLink(entries, 'Our Service Experience', 'sub', 'twiga')).toBe(
      '/give_your_feedback',
    );
    expect(categoryLink(entries, 'Contact Us', 'parent', 'twiga')).toBe('/contact-us');
    expect(categoryLink(entries, 'Recharge', 'parent', 'twiga')).toBeUndefined();
  });
});
