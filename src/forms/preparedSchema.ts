/**
 * A schema made ready for the interpreter (@cfworker/json-schema): a private JSON copy and its
 * references looked up once. Once the rich part is registered (validatorExtensions.ts), it also
 * spells every `false` subschema as an object so its error is placed where ajv places it
 * (rich/richKeywords.ts); before, cfworker checks `false` itself, with the same validity (FORM-19).
 */
import { dereference, type Schema } from '@cfworker/json-schema';
import { richKeywords, type RichKeywords } from './validatorExtensions.ts';

/** A prepared schema: the copy to interpret and the schemas its references name. */
export interface Prepared {
  schema: Schema;
  lookup: ReturnType<typeof dereference>;
  /** The rich keywords registered when it was prepared: another registration prepares it again. */
  rich?: RichKeywords;
}

/** `schema` prepared: a JSON copy (the caller's object is never touched) and its lookup. */
export function prepareSchema(schema: unknown): Prepared {
  const rich = richKeywords();
  const copy: unknown = schema === true ? {} : JSON.parse(JSON.stringify(schema));
  const ready = (rich ? rich.prepareCopy(copy) : copy) as Schema;
  return { schema: ready, lookup: dereference(ready), ...(rich ? { rich } : {}) };
}
