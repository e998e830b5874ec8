import { useCallback, useEffect, useMemo, useState } from 'react';
import { getFaqs, type FaqItem } from '../../api/content.api.ts';
import { i18nLanguage } from '../../content/language.ts';
import { useCmsPackage, useLanguage } from '../../content/useCmsPackage.ts';
import { isHelpDocuments, joinHelpContent, type HelpEntry, type HelpLink } from './helpData.ts';

/** What the help centre shows, once loaded. */
export type HelpContentState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; entries: HelpEntry[]; links: HelpLink[] };

type FaqState = { key: string; items: FaqItem[] | null };

/**
 * Help documents (CMS) joined with the FAQ list of the selected language. The FAQ list only
 * adds vote ids and helpful shares, so its failure leaves the documents usable; `reloadFaqs`
 * fetches it again (after a vote that returned data).
 */
export function useHelpContent(): HelpContentState & { reloadFaqs: () => void } {
  const language = i18nLanguage(useLanguage());
  const documents = useCmsPackage('help-documents', isHelpDocuments);
  const [faqs, setFaqs] = useState<FaqState>({ key: '', items: null });
  const [round, setRound] = useState(0);
  const key = `${language}:${round}`;

  useEffect(() => {
    let live = true;
    void getFaqs(language).then((outcome) => {
      if (!live) return;
      setFaqs({ key, items: outcome.ok && Array.isArray(outcome.result) ? outcome.result : [] });
    });
    return () => {
      live = false;
    };
  }, [language, key]);

  const reloadFaqs = useCallback(() => setRound((r) => r + 1), []);
  // A refetch keeps showing the previous list; only a new language waits for its own.
  const faqItems = faqs.key.startsWith(`${language}:`) ? faqs.items : null;

  const state = useMemo((): HelpContentState => {
    if (documents.status === 'loading' || faqItems === null) return { status: 'loading' };
    const items = documents.status === 'ready' ? documents.data.helpItems : [];
    const entries = joinHelpContent(items, faqItems);
    if (entries.length === 0) return { status: 'error' };
    return {
      status: 'ready',
      entries,
      links: documents.status === 'ready' ? (documents.data.helpLinks ?? []) : [],
    };
  }, [documents, faqItems]);

  return { ...state, reloadFaqs };
}
