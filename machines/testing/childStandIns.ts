/**
 * Stand-ins for a machine's child dialogs (OTP, PIN, address) in the rules tests that run it with
 * scripted answers (hbbLead, SmartCash): a child's output goes through the same queue as an I/O
 * answer, and a test that needs the real child (or another actor) falls back from the script.
 */
import type { Answer } from './simulatedActor.ts';

/** What a child dialog ends with, queued like an I/O answer (startScripted resolves it as is). */
export const childOutput = (output: object) => output as unknown as Answer;

/** The scripted answers less the named actors, which the machine's own or given logic runs. */
export function withoutScripted(
  answers: Record<string, Answer[]>,
  names: Iterable<string>,
): Record<string, Answer[]> {
  const kept = { ...answers };
  for (const name of names) delete kept[name];
  return kept;
}
