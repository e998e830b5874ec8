/**
 * Wallet PIN rules: 1234 is right; a wrong PIN answers 1004 (mobile money) or 56D005 (SmartCash)
 * with attemptsLeft 4..1; the fifth wrong PIN, and 712000003 at once, answer 1006 (locked).
 * Wrong PINs are counted per wallet number, so a re-initiated SmartCash payment keeps counting.
 */
import type { DatabaseSync } from 'node:sqlite';
import { decryptPin } from './keys.ts';
import { NUMBERS } from './msisdn.ts';
import { fail, type Reply } from './reply.ts';
import { setWrongPins, wrongPins } from '../store/lines.ts';

export const CORRECT_PIN = '1234';
export const MAX_PIN_ATTEMPTS = 5;

export function lockedReply(smartCash: boolean): Reply {
  return smartCash
    ? fail(
        '1006',
        'Your Smart Cash wallet has been blocked due to too many incorrect PIN attempts.',
        { attemptsLeft: 0 },
      )
    : fail(
        '1006',
        'Your wallet PIN is locked. Visit a Twiga shop or call customer care on 100 to unlock it.',
        { attemptsLeft: 0 },
      );
}

/** Undefined when the encrypted PIN is right (and the counter resets); else the reply to send. */
export function checkPin(
  db: DatabaseSync,
  wallet: string,
  encryptedPin: string,
  smartCash: boolean,
): Reply | undefined {
  if (wallet === NUMBERS.walletLocked || wrongPins(db, wallet) >= MAX_PIN_ATTEMPTS)
    return lockedReply(smartCash);
  if (decryptPin(encryptedPin) === CORRECT_PIN) {
    setWrongPins(db, wallet, 0);
    return undefined;
  }
  const wrong = wrongPins(db, wallet) + 1;
  setWrongPins(db, wallet, wrong);
  if (wrong >= MAX_PIN_ATTEMPTS) return lockedReply(smartCash);
  return fail(smartCash ? '56D005' : '1004', 'Please enter correct PIN', {
    attemptsLeft: MAX_PIN_ATTEMPTS - wrong,
  });
}
