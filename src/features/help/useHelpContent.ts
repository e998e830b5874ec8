import { useCallback, useMemo, useState } from 'react';
import { getFaqs, type FaqItem } from '../../api/content.api.ts';
import { i18nLanguage } from '../../content/language.ts';
import { useCmsPackage, useLanguage } from '../../content/useCmsPackage.ts';
import { useServerState } from '../../data/useServerState.ts';
import { isHelpDocuments, joinHelpContent, type HelpEntry, type HelpLink } from './helpData.ts';

/** What the help centre shows, once loaded. */
export type HelpContentState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; entries: HelpEntry[]; links: HelpLink[] };

/** The FAQ list; a failure counts as an empty list (it only adds vote ids and shares). */
type FaqState = { status: 'ready'; items: FaqItem[] };

async function loadFaqs(language: string, signal: AbortSignal): Promise<FaqState> {
  const outcome = await getFaqs(language, signal);
  return {
    status: 'ready',
    items: outcome.ok && Array.isArray(outcome.result) ? outcome.result : [],
  };
}

/**
 * Help documents (CMS) joined with the FAQ list of the selected language. The FAQ list only
 * adds vote ids and helpful shares, so its failure leaves the documents usable; `reloadFaqs`
 * fetches it again (after a vote that returned data).
 */
export function useHelpContent(): HelpContentState & { reloadFaqs: () => void } {
  const language = i18nLanguage(useLanguage());
  const documents = useCmsPackage('help-documents', isHelpDocuments);
  const [round, setRound] = useState(0);
  // A refetch keeps showing the previous list; only a new language waits for its own.
  const faqs = useServerState(`faqs:${language}:${round}`, (signal) => loadFaqs(language, signal), {
    keepWithin: language,
  });

  const reloadFaqs = useCallback(() => setRound((r) => r + 1), []);
  const faqItems = faqs.status === 'ready' ? faqs.items : null;

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
