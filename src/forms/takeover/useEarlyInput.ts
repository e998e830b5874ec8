/**
 * The live form taking over from its prerendered twin (issue 28, item 2; docs/decisions.md
 * #131). On mount, in the same task as the commit that removed the prerendered fields (so no
 * keystroke can fall between the two), every value typed there is typed again into the live
 * field of the same id, as an input event: each widget parses it as it parses typing, and the
 * screen runs its checks on it (the line check, the bundle list) as if it had been typed after.
 * Then the focus and caret go back where they were. A field the live form no longer has (an
 * editor published a newer package than the build's) is dropped; the others keep their values.
 *
 * A press of the button before the app was there is kept: `pending` stays true until the form
 * can act on it (SchemaForm submits then) or the person changes something.
 */
import { useCallback, useLayoutEffect, useState } from 'react';
import { takeEarlyInput, type EarlyInput } from './earlyInput.ts';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value the way typing does, so React's change tracking sees a change. */
function typeInto(field: Field, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types `early`'s values into the live fields under `form`; returns the fields found. */
function replay(form: HTMLElement, early: EarlyInput): void {
  for (const [id, value] of early.values) {
    const field = form.ownerDocument.getElementById(id);
    if (!form.contains(field)) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== value) field.click();
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (typeof value === 'string' && field.value !== value) typeInto(field, value);
    }
  }
}

/** Puts the focus and caret back, once React has drawn the replayed values. */
function restoreFocus(form: HTMLElement, focus: NonNullable<EarlyInput['focus']>): void {
  const field = form.ownerDocument.getElementById(focus.id);
  if (!(field instanceof HTMLElement) || !form.contains(field)) return;
  field.focus({ preventScroll: true });
  if (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    focus.start !== null
  ) {
    try {
      field.setSelectionRange(focus.start, focus.end ?? focus.start);
    } catch {
      // A field type without a caret (email, number): the browser keeps it at the end.
    }
  }
}

/**
 * Replays the prerendered twin's input into the form whose fields start with `idPrefix`.
 * `pending` is true while a press made before the app was there waits to be acted on.
 */
export function useEarlyInput(idPrefix: string): {
  pending: boolean;
  settle: () => void;
  /** Keeps a press the form cannot act on yet (A11Y-2: the screen's check is still running). */
  keep: () => void;
} {
  const [pending, setPending] = useState(false);
  useLayoutEffect(() => {
    const early = takeEarlyInput(idPrefix);
    // RJSF's root fieldset carries the prefix as its id (the app's container may share it).
    const form = document
      .querySelector(`form fieldset[id="${CSS.escape(idPrefix)}"]`)
      ?.closest('form');
    if (!early || !form) return;
    replay(form, early);
    // After this commit's own synchronous re-render (the replayed values), not before it: React
    // writing a value moves the caret to its end.
    const { focus } = early;
    if (focus) queueMicrotask(() => restoreFocus(form, focus));
    // The press waits for the replayed values to reach the form's data: RJSF reports a change
    // after its own commit, later in this task.
    if (!early.submitted) return;
    const press = setTimeout(() => setPending(true), 0);
    return () => clearTimeout(press);
    // Mount only: the prerendered twin is taken over once.
  }, [idPrefix]);
  const settle = useCallback(() => setPending(false), []);
  const keep = useCallback(() => setPending(true), []);
  return { pending, settle, keep };
}
