/**
 * The packages the editor stories edit, from the shipped files (no network: the real page fetches
 * the live texts from the content service, which serves these same files until an editor
 * publishes), and drafts made from them with the model's own edit functions.
 */
import contactEn from '../../schemas/cms/en/get-contact-form-schema.json';
import prepaidEn from '../../schemas/cms/en/form-prepaid-recharge.json';
import validationEn from '../../schemas/cms/en/validation-translation.json';
import contactSw from '../../schemas/cms/sw/get-contact-form-schema.json';
import prepaidSw from '../../schemas/cms/sw/form-prepaid-recharge.json';
import validationSw from '../../schemas/cms/sw/validation-translation.json';
import type { Pair } from '../../sandbox/editor/model/edit.ts';
import { draftsOf, pairOf } from '../../sandbox/editor/model/pair.ts';
import type { Lang } from '../../sandbox/editor/model/types.ts';

export type Drafts = Record<Lang, string>;

export const PREPAID = 'form-prepaid-recharge';
/** An operator's field list: the editor reads it through the portal's adapter and says so. */
export const CONTACT = 'get-contact-form-schema';

// As the content service answers: the file's JSON as text, pretty-printed as the editor writes it.
const text = (content: unknown) => JSON.stringify(content, null, 2);
const FILES: Record<string, Drafts> = {
  [PREPAID]: { en: text(prepaidEn), sw: text(prepaidSw) },
  [CONTACT]: { en: text(contactEn), sw: text(contactSw) },
};

/** The live (shipped) texts of a package, both languages. */
export function shipped(name: string): Drafts {
  const found = FILES[name];
  if (!found) throw new Error(`No shipped texts for ${name} in stories/editor/shipped.ts`);
  return found;
}

/** The shared `@key` messages per language (validation-translation), as the page fetches them. */
export const SHARED: Record<Lang, unknown> = { en: validationEn, sw: validationSw };

/**
 * The shipped package changed by `change` (the model's add/setCondition/setWord...), as the
 * drafts the editor would hold after a person made that change: a story starts mid-edit.
 */
export function edited(name: string, change: (pair: Pair) => Pair): Drafts {
  const read = pairOf(name, shipped(name));
  if (!read.ok) throw new Error(`${name}: the shipped ${read.lang} text is not a form`);
  return draftsOf(change(read.pair));
}
