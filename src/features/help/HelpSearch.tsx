import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../ui/Combobox.tsx';
import { useSearchBox } from '../../ui/useSearchBox.ts';
import type { HelpEntry } from './helpData.ts';
import { highlightParts, matchQuestions } from './helpSearch.ts';

/** Props of {@link HelpSearch}. */
export interface HelpSearchProps {
  entries: readonly HelpEntry[];
  onQuestion: (id: string) => void;
}

/** Suggestions shown at most. */
const MAX_SUGGESTIONS = 8;

/**
 * The help search box: 300 ms after typing stops (machines/searchBox.machine) it suggests the
 * questions that contain the text (case-insensitive) with the text marked, or says 'No Data found'.
 */
export function HelpSearch({ entries, onQuestion }: HelpSearchProps) {
  const { t } = useTranslation('getHelp-translation');
  const search = useSearchBox<HelpEntry>();
  const { query } = search;

  return (
    <Combobox
      className="help-search"
      landmark
      keepStatus
      label={t('search.label', 'Search help questions')}
      listLabel={t('search.suggestions', 'Suggested questions')}
      placeholder={t('search.placeholder', 'Type your question')}
      emptyText={t('search.noData', 'No Data found')}
      text={search.text}
      onType={search.type}
      // The questions are already here: the settled query filters them, nothing is looked up.
      options={query ? matchQuestions(entries, query).slice(0, MAX_SUGGESTIONS) : null}
      optionKey={(entry) => entry.id}
      // The marked pieces must not split the name a screen reader announces.
      optionName={(entry) => entry.question}
      renderOption={(entry) =>
        highlightParts(entry.question, query).map((part, i) =>
          part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
        )
      }
      onChoose={(entry) => {
        search.type('');
        onQuestion(entry.id);
      }}
    />
  );
}
