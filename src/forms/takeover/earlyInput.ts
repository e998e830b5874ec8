/**
 * What a person does in a prerendered form before the app takes over (issue 28, items 1-2;
 * docs/decisions.md #131). The build draws each form page's first step as real fields inside a
 * `<form method="dialog">` (a submit there does nothing, so a press before the code never
 * navigates away or puts a phone number in the address). This module, part of the tiny entry
 * (src/main.tsx), records from its first task:
 *
 * - every value typed, by field id, in the order typed (what was typed before it ran is swept
 *   from the fields themselves);
 * - the field that has the focus and its caret;
 * - a press of the form's button (or Enter), which the page answers at once, in its language,
 *   with the text the build put in the form (`data-pending-text`).
 *
 * When the live form mounts, `takeEarlyInput` hands it the record once (useEarlyInput.ts replays
 * it into the live fields). Only prerendered forms are watched: the live ones have no
 * `method="dialog"`, so after the take-over these listeners see nothing.
 */
import { languageFromPath } from '../../content/language.ts';

/** The marker of a prerendered form. */
export const PRERENDERED_FORM = 'form[method="dialog"]';

/** Attribute of the prerendered form's status line holding "still loading" in its language. */
export const PENDING_TEXT_ATTRIBUTE = 'data-pending-text';

/** What was done in the prerendered forms of this page. */
export interface EarlyInput {
  /** Typed values by field id (`root_msisdn`), in the order first typed. */
  values: Map<string, string | boolean>;
  /** The field that had the focus, with its caret. */
  focus?: { id: string; start: number | null; end: number | null };
  /** The form's button was pressed (or Enter) before the app was there. */
  submitted: boolean;
}

/** The page's address without its language prefix: a record belongs to the page it was made on. */
const pageOf = (pathname: string) => languageFromPath(pathname).pathname;

/** The fields the engine draws (its choices are buttons, not `<select>`). */
type Field = HTMLInputElement | HTMLTextAreaElement;

let record: EarlyInput = { values: new Map(), submitted: false };
let recordedOn = '';
let stop: (() => void) | undefined;

/** The prerendered field an event happened in, if any. */
function prerenderedField(target: EventTarget | null): Field | undefined {
  if (!(target instanceof HTMLInputElement) && !(target instanceof HTMLTextAreaElement)) {
    return undefined;
  }
  return target.id && target.closest(PRERENDERED_FORM) ? target : undefined;
}

const isToggle = (field: Field) => field.type === 'checkbox' || field.type === 'radio';

function keepValue(field: Field): void {
  const value = field instanceof HTMLInputElement && isToggle(field) ? field.checked : field.value;
  record.values.set(field.id, value);
}

function keepCaret(field: Field): void {
  let start: number | null = null;
  let end: number | null = null;
  try {
    if (!isToggle(field)) ({ selectionStart: start, selectionEnd: end } = field);
  } catch {
    // type="email" and "number" have no selection API: the caret goes to the end.
  }
  record.focus = { id: field.id, start, end };
}

/** Values typed before this module ran: what differs from what the build drew. */
function sweep(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field>(
    `${PRERENDERED_FORM} input, ${PRERENDERED_FORM} textarea`,
  )) {
    if (!field.id) continue;
    const changed =
      field instanceof HTMLInputElement && isToggle(field)
        ? field.checked !== field.defaultChecked
        : field.value !== field.defaultValue;
    if (changed) keepValue(field);
  }
  const active = prerenderedField(document.activeElement);
  if (active) keepCaret(active);
}

/** Starts recording (once). Returns nothing; `takeEarlyInput` ends it. */
export function watchPrerenderedForms(doc: Document = document): void {
  if (stop) return;
  record = { values: new Map(), submitted: false };
  recordedOn = pageOf(doc.location.pathname);
  sweep(doc);
  const onValue = (event: Event) => {
    const field = prerenderedField(event.target);
    if (!field) return;
    keepValue(field);
    keepCaret(field);
  };
  const onCaret = (event: Event) => {
    const field = prerenderedField(event.target);
    if (field) keepCaret(field);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(PRERENDERED_FORM)) return;
    event.preventDefault();
    record.submitted = true;
    // The words are in the page already, in its language: the code that would translate is not.
    const status = form.parentElement?.querySelector(`[${PENDING_TEXT_ATTRIBUTE}]`);
    if (status) status.textContent = status.getAttribute(PENDING_TEXT_ATTRIBUTE);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['input', onValue],
    ['change', onValue],
    ['focusin', onCaret],
    ['keyup', onCaret],
    ['select', onCaret],
    ['click', onCaret],
    ['submit', onSubmit],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  stop = () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    stop = undefined;
  };
}

/** True once a person has focused, typed into or pressed a prerendered form. */
export function hasEarlyInput(): boolean {
  return record.values.size > 0 || record.focus !== undefined || record.submitted;
}

/**
 * Hands the live form with id prefix `idPrefix` what was done in its prerendered twin, once, and
 * stops recording. Undefined when nothing was done (or it was handed already).
 */
export function takeEarlyInput(
  idPrefix: string,
  pathname: string = window.location.pathname,
): EarlyInput | undefined {
  stop?.();
  if (pageOf(pathname) !== recordedOn) return undefined;
  const mine = (id: string) => id.startsWith(`${idPrefix}_`);
  const values = new Map([...record.values].filter(([id]) => mine(id)));
  const focus = record.focus && mine(record.focus.id) ? record.focus : undefined;
  const { submitted } = record;
  for (const id of values.keys()) record.values.delete(id);
  if (focus) delete record.focus;
  record.submitted = false;
  if (values.size === 0 && !focus && !submitted) return undefined;
  return focus ? { values, focus, submitted } : { values, submitted };
}
