/**
 * Trusted Types: the only doors through which a string becomes markup or a script URL. The CSP
 * says `require-trusted-types-for 'script'`, so the browser refuses a plain string at innerHTML,
 * DOMParser or script.src; these policies are the named exceptions (decision in
 * docs/decisions.md, "Trusted Types for script sinks"). Where the browser has no Trusted Types
 * (jsdom, older Safari) each function hands the string back unchanged.
 */
import { TRUSTED_TYPE_POLICIES } from './trustedTypePolicies.ts';

/**
 * A policy returns a TrustedHTML / TrustedScriptURL object. The DOM's TypeScript types still say
 * `string` at every sink (the browser accepts both there), so the object is handed on typed as one.
 */
type Trusted = object;
function asSinkValue(value: Trusted): string {
  return value as unknown as string;
}

interface PolicyRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}
interface Policy {
  createHTML(input: string): Trusted;
  createScriptURL(input: string): Trusted;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): Policy;
}

function factory(): TrustedTypesFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

const made = new Map<string, Policy | undefined>();

/** One policy per name for the page's lifetime (a second createPolicy of a name is refused). */
function policy(name: string, rules: PolicyRules): Policy | undefined {
  if (!made.has(name)) made.set(name, factory()?.createPolicy(name, rules));
  return made.get(name);
}

/**
 * Origins a script may come from besides the portal's own: the card gateway (Paystack) and the
 * Google Maps loader. Any other script URL throws, so an injected config cannot load a script.
 */
const SCRIPT_ORIGINS = ['https://js.paystack.co', 'https://maps.googleapis.com'];

/** The URL itself when it is the portal's own or one of {@link SCRIPT_ORIGINS}; throws otherwise. */
export function checkedScriptUrl(url: string): string {
  const base = globalThis.location?.href ?? 'http://localhost/';
  const parsed = new URL(url, base);
  if (parsed.origin === new URL(base).origin || SCRIPT_ORIGINS.includes(parsed.origin)) return url;
  throw new TypeError(`Refused to load a script from ${parsed.origin}`);
}

/** `markup` for DOMParser.parseFromString only: the parsed document is inert. */
export function inertMarkup(markup: string): string {
  const inert = policy(TRUSTED_TYPE_POLICIES.inert, { createHTML: (input) => input });
  return inert ? asSinkValue(inert.createHTML(markup)) : markup;
}

/** A script URL the portal loads itself (see {@link checkedScriptUrl}). */
export function trustedScriptUrl(url: string): string {
  const scripts = policy(TRUSTED_TYPE_POLICIES.script, { createScriptURL: checkedScriptUrl });
  return scripts ? asSinkValue(scripts.createScriptURL(url)) : checkedScriptUrl(url);
}

/**
 * The default policy, for libraries that set script.src with a plain string (the Google Maps
 * loader). It passes only {@link checkedScriptUrl}'s URLs and has no createHTML, so a library's
 * innerHTML with a string is still refused.
 */
export function allowCheckedScriptUrlsByDefault(): void {
  policy(TRUSTED_TYPE_POLICIES.fallback, { createScriptURL: checkedScriptUrl });
}
