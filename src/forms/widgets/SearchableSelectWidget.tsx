import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { titleId } from '@rjsf/utils';
import { inputA11y, useWidgetText } from './a11y.ts';

/** What the form context may offer the select: a value whose change resets it. */
export interface SearchableSelectContext {
  clearSignal?: unknown;
}

/** Case-insensitive substring match on the option value (UI-9). */
export const matchesQuery = (optionValue: unknown, query: string) =>
  String(optionValue).toLowerCase().includes(query.trim().toLowerCase());

/**
 * A select with a search box (ARIA select-only button + combobox/listbox popup). Opens and closes
 * on click, closes on an outside click or Escape, clears its search when an option is chosen, and
 * resets (closed, no search, no value) when `formContext.clearSignal` changes.
 */
export function SearchableSelectWidget({
  id,
  value,
  disabled,
  readonly,
  placeholder,
  rawErrors,
  options,
  onChange,
  onBlur,
  registry,
}: WidgetProps) {
  const text = useWidgetText();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const signal = (registry.formContext as SearchableSelectContext | undefined)?.clearSignal;
  const [seenSignal, setSeenSignal] = useState(signal);
  if (signal !== seenSignal) {
    setSeenSignal(signal);
    setOpen(false);
    setQuery('');
  }
  const firstSignal = useRef(signal);
  useEffect(() => {
    if (signal !== firstSignal.current) onChange(undefined);
    // Only a change of the signal clears the value, not a re-render with a new onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signal]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent | MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const all = options.enumOptions ?? [];
  // A person searches what they see: the label (it differs from the value when the package
  // gives option labels), and the value too, as before.
  const shown = all.filter((o) => matchesQuery(o.label, query) || matchesQuery(o.value, query));
  const chosen = all.find((o) => o.value === value);

  const choose = (next: unknown) => {
    onChange(next);
    setQuery('');
    setOpen(false);
    button.current?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const pick = shown[active];
      if (pick) choose(pick.value);
    }
  };

  const a11y = inputA11y(id, rawErrors);
  const activeId = shown[active] ? `${listId}-${active}` : undefined;
  return (
    <div ref={root} className="tw-select">
      <button
        ref={button}
        id={id}
        type="button"
        className="tw-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        // Name = the field label plus the chosen value, so both are announced.
        aria-labelledby={`${titleId(id)} ${id}__value`}
        disabled={disabled || readonly}
        {...a11y}
        onClick={() => {
          setOpen((o) => !o);
          setActive(0);
        }}
        onBlur={() => onBlur(id, value)}
      >
        <span id={`${id}__value`}>
          {chosen ? chosen.label : (placeholder ?? text('widget.choose'))}
        </span>
      </button>
      {open && (
        <div className="tw-select__popup">
          <input
            className="tw-input"
            role="combobox"
            aria-label={text('widget.search')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            value={query}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the popup opens to type a search
            autoFocus
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKey}
          />
          <ul
            id={listId}
            role="listbox"
            className="tw-select__list"
            aria-label={text('widget.search')}
          >
            {shown.map((option, index) => (
              <li
                key={String(option.value)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                className={`tw-select__option${index === active ? ' tw-select__option--active' : ''}`}
                onClick={() => choose(option.value)}
                onKeyDown={(e) => e.key === 'Enter' && choose(option.value)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p role="status">{text('widget.noMatch')}</p>}
        </div>
      )}
    </div>
  );
}
