/**
 * The help centre's content: help documents (CMS package `help-documents`) joined with the FAQ
 * list (getFaqs_pCategory) so that every question has an id for votes and, when the service
 * knows it, the share of people who found it helpful. Pure functions, no React.
 */
import type { FaqItem } from '../../api/content.api.ts';

/** Help item (HELP-1: `popular` is the string 'true' for popular questions). */
export interface HelpItem {
  question: string;
  parentCategory: string;
  category: string;
  href?: string;
  popular?: string;
  answer: string;
}

/** Help link (HELP-6, HELP-12). */
export interface HelpLink {
  heading: string;
  link: string;
}

/** The `help-documents` package. */
export interface HelpDocuments {
  helpItems: HelpItem[];
  helpLinks?: HelpLink[];
}

/** One question the help centre shows: a help item with its vote id and helpful share. */
export interface HelpEntry extends HelpItem {
  id: string;
  likePercentage?: number;
}

/** Popular questions on the first stage and in a category view (HELP-1, HELP-9). */
export const POPULAR_ON_HOME = 10;
export const POPULAR_IN_CATEGORY = 5;
/** Parent category whose view hides the popular questions. */
export const NO_POPULAR_PARENT = 'Contact Details';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function isHelpItem(v: unknown): v is HelpItem {
  return (
    isObject(v) &&
    isText(v.question) &&
    isText(v.parentCategory) &&
    isText(v.category) &&
    isText(v.answer)
  );
}

/** Shape check of the `help-documents` package (checked, not trusted). */
export function isHelpDocuments(value: unknown): value is HelpDocuments {
  if (!isObject(value) || !Array.isArray(value.helpItems) || !value.helpItems.every(isHelpItem))
    return false;
  return (
    value.helpLinks === undefined ||
    (Array.isArray(value.helpLinks) &&
      value.helpLinks.every((l) => isObject(l) && isText(l.heading) && isText(l.link)))
  );
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * Joins help items with FAQ items by question text (case-insensitive): a match lends its
 * questionId and countLikePercentage. An item without a match uses its question text as id.
 * FAQ items that no help item covers are added: under the parent of the help sub-category of the
 * same name when there is one, else under their own category.
 */
export function joinHelpContent(items: readonly HelpItem[], faqs: readonly FaqItem[]): HelpEntry[] {
  const byQuestion = new Map(faqs.map((faq) => [key(faq.question), faq]));
  const used = new Set<string>();
  const parentOf = new Map(items.map((item) => [key(item.category), item.parentCategory]));
  const entries: HelpEntry[] = items.map((item) => {
    const faq = byQuestion.get(key(item.question));
    if (faq) used.add(key(faq.question));
    const likePercentage =
      typeof faq?.countLikePercentage === 'number' ? faq.countLikePercentage : undefined;
    return {
      ...item,
      id: faq?.questionId ?? item.question,
      ...(likePercentage === undefined ? {} : { likePercentage }),
    };
  });
  for (const faq of faqs) {
    if (used.has(key(faq.question)) || !faq.question || !faq.category) continue;
    entries.push({
      question: faq.question,
      parentCategory: faq.parentCategory || parentOf.get(key(faq.category)) || faq.category,
      category: faq.category,
      answer: faq.answer ?? '',
      id: faq.questionId,
      ...(faq.href ? { href: faq.href } : {}),
      ...(faq.popular ? { popular: faq.popular } : {}),
      ...(typeof faq.countLikePercentage === 'number'
        ? { likePercentage: faq.countLikePercentage }
        : {}),
    });
  }
  return entries;
}

const unique = (values: string[]) => [...new Set(values.filter((v) => v.trim() !== ''))];

/** Parent categories, in the order they first appear. */
export const parentCategories = (entries: readonly HelpEntry[]): string[] =>
  unique(entries.map((e) => e.parentCategory));

/** Sub-categories of a parent category, in order. */
export const subCategories = (entries: readonly HelpEntry[], parent: string): string[] =>
  unique(entries.filter((e) => e.parentCategory === parent).map((e) => e.category));

/** Questions of a parent category, or of one of its sub-categories. */
export function questionsOf(
  entries: readonly HelpEntry[],
  parent: string,
  sub?: string,
): HelpEntry[] {
  return entries.filter(
    (e) => e.parentCategory === parent && (sub === undefined || e.category === sub),
  );
}

/** Popular questions ('true', any case), at most `limit`. */
export function popularQuestions(entries: readonly HelpEntry[], limit: number): HelpEntry[] {
  return entries.filter((e) => e.popular?.trim().toLowerCase() === 'true').slice(0, limit);
}

/** Category names that route to configured pages (HELP-7, ROUTE-14). */
export function configuredCategoryRoutes(brand: string): Record<string, string> {
  return {
    'contact us': '/contact-us',
    shops: `/store_finder/${brand}_shop`,
    dealers: '/store_finder/dealers',
    'our service experience': '/give_your_feedback',
    'mobile-money loans': `/more-${brand}-money`,
  };
}

/**
 * Where a category goes instead of opening: its first entry's own link, else the configured
 * page of its name; undefined when it simply opens.
 */
export function categoryLink(
  entries: readonly HelpEntry[],
  name: string,
  level: 'parent' | 'sub',
  brand: string,
): string | undefined {
  const first = entries.find((e) => (level === 'parent' ? e.parentCategory : e.category) === name);
  const own = first?.href?.trim();
  if (own) return own;
  return configuredCategoryRoutes(brand)[key(name)];
}
