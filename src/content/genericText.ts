/**
 * The generic words of src/content/outcomeText.ts (which re-exports them), in a module of their
 * own: every screen and the API client need them on the first load, the outcome tables only the
 * screens that word outcomes, so the tables stay out of the first load.
 */

/** The part of i18next's `t` the outcome modules need. */
export type OutcomeTranslate = (
  key: string,
  options: { ns: string; defaultValue: string },
) => string;

/** The generic words (API-4): every package's `errors.generic` default, and the API's fallback text. */
export const GENERIC_TEXT = 'Something Went Wrong!';

/** The key of the generic words in the screen families' translation packages. */
export const GENERIC_KEY = 'errors.generic';

/** A package's generic words, for a failure nothing words more precisely. */
export function genericText(t: OutcomeTranslate, ns: string): string {
  return t(GENERIC_KEY, { ns, defaultValue: GENERIC_TEXT });
}

/** The server's message when there is one (ERR-3: server message preferred), else the generic words. */
export function messageOrGeneric(
  t: OutcomeTranslate,
  ns: string,
  message: string | null | undefined,
): string {
  return message || genericText(t, ns);
}
