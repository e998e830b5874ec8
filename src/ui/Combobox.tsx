import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from './useLatest.ts';
import { announce } from './announcer/announce.ts';
import './combobox.css';

/** Props of {@link Combobox}; every text comes from the screen (translated there). */
export interface ComboboxProps<T> {
  label: string;
  /** Accessible name of the suggestion list. */
  listLabel: string;
  placeholder?: string | undefined;
  /** The caller's block class (its own look), set beside `combobox`. */
  className?: string;
  /** The wrapper is a search landmark (role="search"). */
  landmark?: boolean;
  text: string;
  onType: (text: string) => void;
  /** Suggestions for the settled text; null while there is nothing to show (list closed). */
  options: readonly T[] | null;
  optionKey: (option: T, index: number) => string;
  /** The option's accessible name, when its content would split it (marked pieces). */
  optionName?: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  /** Enter chooses the first suggestion when none is active (place search). */
  enterPicksFirst?: boolean;
  /**
   * The suggestions for the typed text are still to come: an Enter pressed now (a person typing
   * at speed) is kept and chooses the first suggestion once they are in (A11Y-2).
   */
  pending?: boolean;
  /** Said in the status line when the settled text finds nothing. */
  emptyText: string;
  /** The status line stays in the page while silent (a live region present before it speaks). */
  keepStatus?: boolean;
}

/**
 * A text box with suggestions (ARIA 1.2 combobox with a listbox popup): arrow keys move the
 * active option (aria-activedescendant, focus stays in the box), Enter chooses, Escape closes.
 * What is suggested and when is the caller's (see useSearchBox); this keeps only open/active.
 */
export function Combobox<T>({
  label,
  listLabel,
  placeholder,
  className,
  landmark = false,
  text,
  onType,
  options,
  optionKey,
  optionName,
  renderOption,
  onChoose,
  enterPicksFirst = false,
  pending = false,
  emptyText,
  keepStatus = false,
}: ComboboxProps<T>) {
  const { t } = useTranslation('orp-translation');
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options !== null;
  const empty = expanded && options.length === 0;

  const choose = (option: T) => {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  };

  // A11Y-2: an Enter kept while the suggestions were coming is acted on when they are in.
  const enterKept = useRef(false);
  const first = options?.[0];
  const latestChoose = useLatest(choose);
  useEffect(() => {
    if (!enterKept.current || pending) return;
    enterKept.current = false;
    if (first !== undefined) latestChoose.current(first);
  }, [pending, first, latestChoose]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options?.length ?? 0;
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
    } else if (event.key === 'Enter' && enterPicksFirst) {
      event.preventDefault();
      const pick = options?.[active >= 0 ? active : 0];
      if (pending) {
        // A11Y-2: kept, and says what it waits for.
        enterKept.current = true;
        announce(t('combobox.searching', 'Searching…'));
      } else if (pick !== undefined) choose(pick);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const pick = options[active];
      if (pick !== undefined) choose(pick);
    }
  };

  const status = (
    <p className="combobox__empty" role="status">
      {empty ? emptyText : ''}
    </p>
  );

  return (
    <div
      className={className ? `combobox ${className}` : 'combobox'}
      role={landmark ? 'search' : undefined}
    >
      <label htmlFor={id} className="combobox__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="combobox__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          enterKept.current = false;
          onType(event.target.value);
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
        aria-label={listLabel}
        className="combobox__list"
        hidden={!expanded || options.length === 0}
      >
        {options?.map((option, index) => (
          <li
            key={optionKey(option, index)}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            aria-label={optionName?.(option)}
            className="combobox__option"
            // mousedown would blur the input (closing the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') choose(option);
            }}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      {keepStatus || empty ? status : null}
    </div>
  );
}
