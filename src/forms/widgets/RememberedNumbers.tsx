import { useEffect, useRef, useState } from 'react';
import {
  forgetAllNumbers,
  forgetNumber,
  type RememberedNumber,
} from '../../session/rememberedNumbers.ts';
import { Modal } from '../../ui/index.ts';
import { useWidgetText } from './a11y.ts';

/** Props of {@link RememberedNumbersManager}. */
export interface RememberedNumbersManagerProps {
  /** The phone input the manager serves: it gets focus back when the dialog closes. */
  inputId: string;
  numbers: readonly RememberedNumber[];
  /** Puts a remembered number into the field. */
  onUse: (number: string) => void;
}

const shown = (number: string) => `+255 ${number}`;

/** How a remembered number reads everywhere it is offered: 'Mum · +255 712000001'. */
export const rememberedText = ({ number, label }: RememberedNumber) =>
  label ? `${label} · ${shown(number)}` : shown(number);

/**
 * REM-6: the "Remembered numbers" button under a phone field and its dialog, listing each number
 * with Use and Forget, and Forget all. The button shows only when something is remembered (or
 * while its dialog is open, so Forget all leaves an honest empty list rather than a vanished
 * dialog). Closing gives focus to the phone field: the opener may be gone by then.
 */
export function RememberedNumbersManager({
  inputId,
  numbers,
  onUse,
}: RememberedNumbersManagerProps) {
  const text = useWidgetText();
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const [forgotten, setForgotten] = useState(0);

  useEffect(() => {
    // The pressed Forget is gone with its row: focus stays in the dialog, on Forget all, or on
    // the dialog's first control when nothing is left.
    if (forgotten === 0) return;
    const box = listRef.current;
    const next =
      box?.querySelector<HTMLElement>('.tw-remembered__forget-all') ??
      box?.closest<HTMLElement>('[role="dialog"]')?.querySelector<HTMLElement>('button');
    next?.focus();
  }, [forgotten]);

  useEffect(() => {
    // Runs after the dialog's own clean-up, which would focus the (maybe removed) opener.
    if (wasOpen.current && !open) document.getElementById(inputId)?.focus();
    wasOpen.current = open;
  }, [open, inputId]);

  if (numbers.length === 0 && !open) return null;
  const title = text('remembered.title');
  return (
    <>
      <button type="button" className="tw-remembered__open" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        <div ref={listRef}>
          <p className="tw-remembered__note">{text('remembered.onThisPhone')}</p>
          {numbers.length === 0 ? (
            <p role="status">{text('remembered.empty')}</p>
          ) : (
            <>
              <ul className="tw-remembered__list">
                {numbers.map((entry) => (
                  <li key={entry.number} className="tw-remembered__item">
                    <span className="tw-remembered__number">{rememberedText(entry)}</span>
                    <button
                      type="button"
                      className="tw-remembered__use"
                      aria-label={text('remembered.useNumber', { number: shown(entry.number) })}
                      onClick={() => {
                        onUse(entry.number);
                        setOpen(false);
                      }}
                    >
                      {text('remembered.use')}
                    </button>
                    <button
                      type="button"
                      className="tw-remembered__forget"
                      aria-label={text('remembered.forgetNumber', { number: shown(entry.number) })}
                      onClick={() => {
                        forgetNumber(entry.number);
                        setForgotten((n) => n + 1);
                      }}
                    >
                      {text('remembered.forget')}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="tw-remembered__forget-all"
                onClick={() => {
                  forgetAllNumbers();
                  setForgotten((n) => n + 1);
                }}
              >
                {text('remembered.forgetAll')}
              </button>
            </>
          )}
        </div>
      </Modal>
    </>
  );
}
