import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpEntry } from './helpData.ts';
import { highlightParts, matchQuestions } from './helpSearch.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Props of {@link HelpSearch}. */
export interface HelpSearchProps {
  entries: readonly HelpEntry[];
  onQuestion: (id: string) => void;
}

/** Suggestions shown at most. */
const MAX_SUGGESTIONS = 8;

/**
 * The help search box (ARIA 1.2 combobox): 300 ms after typing stops it suggests the questions
 * that contain the text (case-insensitive) with the text marked, or says 'No Data found'.
 */
export function HelpSearch({ entries, onQuestion }: HelpSearchProps) {
  const { t } = useTranslation('getHelp-translation');
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text);
  const suggestions = matchQuestions(entries, query).slice(0, MAX_SUGGESTIONS);
  const expanded = open && query.trim() !== '';

  const choose = (entry: HelpEntry) => {
    setText('');
    setOpen(false);
    setActive(-1);
    onQuestion(entry.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const pick = suggestions[active];
      if (pick) choose(pick);
    }
  };

  return (
    <div className="help-search" role="search">
      <label htmlFor={id} className="help-search__label">
        {t('search.label', 'Search help questions')}
      </label>
      <input
        id={id}
        type="search"
        className="help-search__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t('search.placeholder', 'Type your question')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions', 'Suggested questions')}
        className="help-search__list"
        hidden={!expanded || suggestions.length === 0}
      >
        {suggestions.map((entry, index) => (
          <li
            key={entry.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // The marked pieces must not split the name a screen reader announces.
            aria-label={entry.question}
            className="help-search__option"
            // mousedown would blur the input (closing the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(entry)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') choose(entry);
            }}
          >
            {highlightParts(entry.question, query).map((part, i) =>
              part.match ? (
                <mark key={i}>{part.text}</mark>
              ) : (
                <Fragment key={i}>{part.text}</Fragment>
              ),
            )}
          </li>
        ))}
      </ul>
      <p className="help-search__empty" role="status">
        {expanded && suggestions.length === 0 ? t('search.noData', 'No Data found') : ''}
      </p>
    </div>
  );
}
