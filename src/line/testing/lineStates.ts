/**
 * Shared by the state tests of the pages on the line machine (RechargeForm, BroadbandRechargePage,
 * DataBundlePage): how their states are told apart, and what the number field says in each.
 */
import { leafStates } from '../../../tests/model/harness.ts';

/** A state by its active leaves and the error it holds ('invalid, error generic', 'idle, error 502'). */
export const stateWithError = (snapshot: { value: unknown; context: unknown }) => {
  const error = (snapshot.context as { error: { code: string } | null }).error;
  return `${leafStates(snapshot)}${error ? `, error ${error.code}` : ''}`;
};

/**
 * The text a person must read under the number (REC-4), from the tags a line state holds: the
 * page's wrong-line text, 'Invalid Mobile No', or the generic text after a failed call; else none.
 */
export function underNumber(
  snapshot: {
    hasTag: (tag: 'wrongLineType' | 'invalid') => boolean;
    context: { error: { code: string } | null };
  },
  wrongLine: string,
): string | null {
  if (snapshot.hasTag('wrongLineType')) return wrongLine;
  if (!snapshot.hasTag('invalid')) return null;
  return snapshot.context.error?.code === 'generic' ? 'Something Went Wrong!' : 'Invalid Mobile No';
}

/** Every text the number field may show, to check that only the one expected is there. */
export const numberTexts = (wrongLine: string) => [
  wrongLine,
  'Invalid Mobile No',
  'Something Went Wrong!',
];

/**
 * REC-3, REC-4: the states the line check of a broadband number reaches (checking, confirmed, not
 * a broadband line, Invalid Mobile No, a failed call), named by {@link stateWithError}.
 */
export const broadbandLineReached = [
  'editing',
  'checking',
  'validating',
  'ready',
  'wrongLineType, error notBroadband',
  'invalid, error invalidMobile',
  'invalid, error generic',
  'paying',
];
