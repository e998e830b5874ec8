import { useAnnounced } from '../ui/announcer/useAnnounced.ts';
import { lineStatus, type LineTexts, type LineView } from './lineMessages.ts';

/**
 * The line check's status line ('Checking number…', then the confirmation), said once each time
 * it changes (A11Y-3). A refusal is not said here: the number field's own error line, a live
 * region from the start (FieldTemplate), says it, so it is never said twice.
 */
export function useLineStatus(view: LineView, texts: LineTexts): string {
  const status = lineStatus(view, texts);
  useAnnounced(status);
  return status;
}
