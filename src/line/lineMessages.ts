/**
 * What the recharge and broadband forms say about the number, from the line machine's state: the
 * message under the phone field and the live status line. Pure, so the wording rules are tested
 * without React.
 */
import type { RechargeLineTag } from '../../machines/rechargeLine.machine.ts';
import type { MachineError } from '../../machines/shared.ts';
import { GENERIC } from '../../machines/shared.ts';

/** The machine states the page shows something for. */
export type LineView =
  'editing' | 'checking' | 'validating' | 'ready' | 'wrongLineType' | 'invalid' | 'paying';

/**
 * What the page shows, from the tags the line machine's states declare (the machine-screen
 * contract the model tests check), not from state names: a state that lost its tag shows nothing.
 */
export function lineViewOf(snapshot: { hasTag: (tag: RechargeLineTag) => boolean }): LineView {
  if (snapshot.hasTag('checking')) return 'checking';
  if (snapshot.hasTag('confirmed')) return 'ready';
  if (snapshot.hasTag('wrongLineType')) return 'wrongLineType';
  if (snapshot.hasTag('invalid')) return 'invalid';
  return 'editing';
}

/** Texts the caller has already translated. */
export interface LineTexts {
  invalidMobile: string;
  generic: string;
  wrongLineType: string;
  checking: string;
  confirmed: string;
}

/** The error under the phone field, if any: 'Invalid Mobile No', the wrong-line text, or the generic text. */
export function phoneError(
  view: LineView,
  error: MachineError | null,
  texts: LineTexts,
): string | undefined {
  if (view === 'wrongLineType') return texts.wrongLineType;
  if (view !== 'invalid') return undefined;
  return error?.code === GENERIC ? texts.generic : texts.invalidMobile;
}

/** The polite live-region text: 'Checking number…' while validating, a confirmation when ready. */
export function lineStatus(view: LineView, texts: LineTexts): string {
  // 'checking' is the 1000 ms input handler delay before the call: to the person, the same wait.
  if (view === 'checking' || view === 'validating') return texts.checking;
  if (view === 'ready') return texts.confirmed;
  return '';
}
