/** What a SchemaForm is given (SchemaForm.tsx): the props its callers set. */
import type { FormPackage, ParseResult } from './formPackage.ts';
import type { LiveBounds } from './validatorCache.ts';

type FormData = Record<string, unknown>;

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps {
  /** The form package, or the result of `parseFormPackage` (a failed one shows a clear message). */
  pkg: FormPackage | ParseResult;
  formData?: FormData;
  /** Every change, with the whole form data. */
  onChange?: (data: FormData) => void;
  /** A valid submit (button, Enter, or the last OTP digit). */
  onSubmit: (data: FormData) => void;
  /** Server-side messages per field, e.g. `{ phone: 'Invalid Mobile No' }`; shown at once and block submit. */
  extraErrors?: Record<string, string | undefined>;
  /** Passed to widgets: `clearSignal` resets searchable selects; `onFieldComplete` is called too. */
  formContext?: Record<string, unknown>;
  disabled?: boolean;
  /**
   * A11Y-2: what was sent is being checked (a code, an account number): the fields keep focus and
   * their place in the tab order but take no typing, and a press of the button is ignored (busy),
   * where `disabled` would drop focus to the page.
   */
  readonly?: boolean;
  /**
   * Keeps only the submit button disabled while the fields stay editable, for a rule the form
   * cannot see (e.g. the line check of the number has not finished).
   */
  submitDisabled?: boolean;
  /**
   * A11Y-2: what a `submitDisabled` form waits for ("Checking number…"). A press then says it and
   * is kept: the form sends once the wait is over and its data is still valid.
   */
  waitingFor?: string;
  submitLabel?: string;
  /**
   * No submit button: for a form whose fields act on their own (a phone number checked as soon
   * as it is complete), where a button would promise an action that does not exist.
   */
  hideSubmit?: boolean;
  /** Config bounds injected at runtime, e.g. `{ amount: { minimum: 500, maximum: 1000000 } }`. */
  liveBounds?: LiveBounds;
  /**
   * The start of every field's id (`root` unless told): two forms on one page (the CMS editor's
   * EN and SW previews) need their own, or each label would name the other form's field.
   */
  idPrefix?: string;
}
