/**
 * RCPT-1: how a receipt leaves the page, best first: the phone's share sheet (Web Share API), else
 * the clipboard, else nothing here (the page then shows the text to select by hand).
 */

/** The parts of `navigator` used: both optional, as old browsers and http pages lack them. */
export interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

/** What happened: shared, copied, cancelled by the payer, or 'manual' (show the text to select). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

/** Shares `{ title, text }` through `nav` (the real `navigator` in the page). */
export async function shareReceipt(
  nav: ShareCapable,
  data: { title: string; text: string },
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the payer's choice: nothing else to offer then.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Any other refusal (no user gesture, a blocked type): fall back as if it were absent.
    }
  }
  if (typeof nav.clipboard?.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.text);
      return 'copied';
    } catch {
      // Clipboard permission refused: the text box below still lets the payer copy by hand.
    }
  }
  return 'manual';
}
