/**
 * 500s the corpus found in code another helper owns, reported to them and not fixed here (issue 13
 * round: each area fixes its own files). Each entry is as narrow as the one request that breaks,
 * counted apart in the summary, and stated as an expected failure in corpus.test.ts: when the
 * owner's fix lands that test turns red, and the entry goes.
 */
import type { Probe } from './http.ts';
import type { Target } from './targets.ts';

export interface KnownOpen {
  target: string;
  owner: string;
  what: string;
  matches(probe: Probe): boolean;
}

export const KNOWN_OPEN: KnownOpen[] = [
  {
    target: 'paystack complete',
    owner: 'CARD (sandbox/gateway/paystack.ts)',
    what: 'a JSON body of `null` reads `.reference` of null: HTTP 500',
    matches: (probe) => probe.body?.toString().trim() === 'null',
  },
];

/** The known open finding `probe` to `target` hits, if any. */
export const knownOpen = (target: Target, probe: Probe) =>
  KNOWN_OPEN.find((k) => k.target === target.name && k.matches(probe));
