/**
 * FORM-19: the validator's rich keywords, loaded with the engine's rich part (richEngine.ts
 * registers them, validatorExtensions.ts) so the first load carries only what a flat form needs
 * (../ajvErrors.ts). With them the validator shapes errors exactly as @rjsf/validator-ajv8 does for
 * any schema: ajv's own error after the inner ones where ajv has one (anyOf, oneOf, if, contains,
 * propertyNames), ajv's paths through `$ref`, `false` schemas placed where ajv places them, the
 * duplicate pair of `uniqueItems`, the params of array, object and alternative keywords. No React,
 * no RJSF: the server registers them too (sandbox/core/formFields.ts).
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  ajvOrder,
  at,
  closeToMultiple,
  instancePath,
  missingProperty,
  WRAPPERS,
  type AjvLikeError,
} from '../ajvErrors.ts';
import type { Prepared } from '../preparedSchema.ts';
import type { RichKeywords } from '../validatorExtensions.ts';
import { duplicatePair } from './duplicatePair.ts';
import { isFalseSchema, replaceFalse } from './falseSchemas.ts';
import { locate } from './locate.ts';
import { richDetails } from './richDetails.ts';

type Data = Record<string, unknown>;

/** The draft the validator interprets (interpretingValidator.ts). */
const DRAFT = '7';

/** Keywords ajv reports after the errors of their subschemas (cfworker reports them before). */
const AFTER_INNER = new Set(['anyOf', 'oneOf', 'if', 'contains', 'propertyNames']);

/** The name in a cfworker message such as `Property "b" does not match ...`. */
const quoted = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];

/** An ajv error waiting for the errors of its subschemas, which ajv reports first. */
interface Deferred {
  /** Units whose keyword location starts so are inner errors of this one. */
  inner: string;
  /** ajv reports the inner errors of `propertyNames` at the object, not at the name. */
  instancePath?: string;
  error: AjvLikeError;
}

/** The index of the `oneOf` subschema an inner unit's keyword location (`<oneOf>/<i>/...`) is in. */
const branchOf = (unit: OutputUnit, oneOf: string) =>
  Number(unit.keywordLocation.slice(oneOf.length + 1).split('/')[0]);

/**
 * FORM-11: cfworker's units with the inner errors ajv reports (allErrors, as RJSF runs it) and
 * only those, so the main pass sees what ajv saw:
 * - `contains`: cfworker drops the items' errors against the `contains` subschema once none
 *   matches; ajv keeps them (each item in turn, before its `contains` error). The items are checked
 *   again here, only when `contains` failed (no cost on valid data or a flat form).
 * - `oneOf`: cfworker checks every option; ajv stops at the second passing one (its later options'
 *   errors never exist) and names the two in `passingSchemas` (`null` when none passes). An option
 *   passed when no unit lies under it (cfworker's result is valid exactly when it has no errors).
 * Units are in cfworker's depth-first order, so a keyword's inner units follow it; each run of
 * inner units is reshaped in turn (a `oneOf` in a `contains` subschema, and so on).
 */
function withAjvInner(
  units: OutputUnit[],
  schema: Schema,
  data: unknown,
  lookup: Prepared['lookup'],
  passing: Map<OutputUnit, [number, number] | null>,
): OutputUnit[] {
  const out: OutputUnit[] = [];
  for (let index = 0; index < units.length; index++) {
    const unit = units[index]!;
    out.push(unit);
    if (unit.keyword === 'oneOf') {
      const location = unit.keywordLocation;
      let end = index + 1;
      while (end < units.length && units[end]!.keywordLocation.startsWith(`${location}/`)) end++;
      const inner = units.slice(index + 1, end);
      index = end - 1;
      const options = locate(schema, lookup, location).schema.oneOf;
      const failing = new Set(inner.map((u) => branchOf(u, location)));
      const passed: number[] = [];
      const count = Array.isArray(options) ? options.length : 0;
      for (let i = 0; i < count && passed.length < 2; i++) if (!failing.has(i)) passed.push(i);
      const second = passed.length === 2 ? passed[1]! : Infinity;
      passing.set(unit, passed.length === 2 ? [passed[0]!, passed[1]!] : null);
      out.push(
        ...withAjvInner(
          inner.filter((u) => branchOf(u, location) < second),
          schema,
          data,
          lookup,
          passing,
        ),
      );
    } else if (unit.keyword === 'contains') {
      const items = at(data, unit.instanceLocation);
      const sub = locate(schema, lookup, unit.keywordLocation).schema.contains;
      // An empty array: ajv checks no item, only `contains` fails.
      if (!Array.isArray(items) || sub === undefined) continue;
      const base = unit.instanceLocation;
      for (const [j, item] of items.entries()) {
        const result = validate(
          item,
          sub as Schema,
          DRAFT,
          lookup,
          false,
          null,
          `${base}/${j}`,
          unit.keywordLocation,
        );
        out.push(...withAjvInner(result.errors, schema, data, lookup, passing));
      }
    }
  }
  return out;
}

/** cfworker's errors as ajv's, in ajv's order, for any schema. */
function toAjvErrors(
  units: OutputUnit[],
  schema: Schema,
  data: unknown,
  lookup: Prepared['lookup'],
): AjvLikeError[] {
  const errors = ajvOrder();
  const missingSeen = new Map<string, number>();
  const deferred: Deferred[] = [];
  const passing = new Map<OutputUnit, [number, number] | null>();
  units = withAjvInner(units, schema, data, lookup, passing);
  // Locations whose errors ajv does not report (the items after `additionalItems: false` fails).
  let skip: string | undefined;

  const settle = (keywordLocation?: string) => {
    while (deferred.length > 0) {
      const last = deferred[deferred.length - 1]!;
      if (keywordLocation !== undefined && keywordLocation.startsWith(last.inner)) return;
      deferred.pop();
      errors.push(last.error);
    }
  };

  for (const unit of units) {
    if (skip !== undefined && unit.keywordLocation.startsWith(skip)) continue;
    skip = undefined;
    settle(unit.keywordLocation);
    const { schema: parentSchema, path: parentPath } = locate(schema, lookup, unit.keywordLocation);
    const ownerPath = [...deferred]
      .reverse()
      .find((d) => d.instancePath !== undefined)?.instancePath;
    const path = ownerPath ?? instancePath(unit.instanceLocation);
    const instance = at(data, unit.instanceLocation);
    let keyword = unit.keyword;
    let schemaPath = `${parentPath}/${keyword}`;
    const found: Data = {};
    let inner: string | undefined;
    let ownPath: string | undefined;

    if (WRAPPERS.has(keyword)) continue;
    if (keyword === 'multipleOf' && closeToMultiple(instance, parentSchema)) continue;
    if (keyword === 'not' && isFalseSchema(parentSchema)) {
      keyword = 'false schema';
      schemaPath = `${parentPath}/false schema`;
    } else if (keyword === 'additionalProperties' || keyword === 'additionalItems') {
      // A schema: ajv reports what failed in it. `false`: ajv reports the keyword, once per extra
      // property, once for all extra items.
      if (!isFalseSchema(parentSchema[keyword])) continue;
      skip = `${unit.keywordLocation}/`;
      if (keyword === 'additionalProperties')
        found.additionalProperty = quoted(unit.error, /^Property "([\s\S]*)" does not match/);
      else if (errors.out.some((e) => e.schemaPath === schemaPath && e.instancePath === path))
        continue;
    } else if (keyword === 'dependencies') {
      const names = /^Instance has "([\s\S]*)" but does not have "([\s\S]*)"\.$/.exec(unit.error);
      // A schema dependency: ajv reports what failed in it.
      if (!names) continue;
      found.property = names[1];
      found.missingProperty = names[2];
      const deps = (parentSchema.dependencies as Data | undefined)?.[names[1]!];
      found.deps = Array.isArray(deps) ? deps : [];
    } else if (keyword === 'required') {
      found.missingProperty = missingProperty(unit, parentSchema, instance, missingSeen);
    } else if (keyword === 'uniqueItems' && Array.isArray(instance)) {
      Object.assign(found, duplicatePair(instance, parentSchema));
    } else if (keyword === 'if') {
      found.failingKeyword = unit.error.includes('"else"') ? 'else' : 'then';
      // The errors of the failed `then`/`else`, which sit beside `if`, not under it.
      inner = `${unit.keywordLocation.replace(/\/if$/, '')}/${String(found.failingKeyword)}/`;
    } else if (keyword === 'propertyNames') {
      found.propertyName = quoted(unit.error, /^Property name "([\s\S]*)" does not match/);
      ownPath = path;
    } else if (keyword === 'oneOf') {
      found.passingSchemas = passing.get(unit) ?? null;
    }

    const error: AjvLikeError = {
      instancePath: path,
      schemaPath,
      keyword,
      ...(keyword === 'false schema' ? {} : { parentSchema }),
      ...richDetails(keyword, parentSchema, found),
    };
    if (AFTER_INNER.has(keyword))
      deferred.push({
        inner: inner ?? `${unit.keywordLocation}/`,
        ...(ownPath === undefined ? {} : { instancePath: ownPath }),
        error,
      });
    else errors.push(error);
  }
  settle();
  return errors.sorted();
}

/** What richEngine.ts (and the server) registers into the validator. */
/**
 * FORM-11: @rjsf/validator-ajv8's `filterDuplicateErrors` (its default, no filtering suppressed):
 * an error from inside an `anyOf`/`oneOf` option is dropped when an earlier kept error under the
 * same schema (the path before the first `/anyOf/`, else `/oneOf/`) has the same message (two
 * options both missing `foo`, two `false` options). A flat form has neither keyword: nothing is
 * dropped, and the check is one `indexOf` per error.
 */
function withoutDuplicates(errors: RJSFValidationError[]): RJSFValidationError[] {
  const kept: RJSFValidationError[] = [];
  for (const error of errors) {
    const path = error.schemaPath ?? '';
    const anyOf = path.indexOf('/anyOf/');
    const cut = anyOf >= 0 ? anyOf : path.indexOf('/oneOf/');
    const prefix = cut > 0 ? path.slice(0, cut) : undefined;
    const duplicate =
      prefix !== undefined &&
      kept.some((e) => e.message === error.message && e.schemaPath?.startsWith(prefix));
    if (!duplicate) kept.push(error);
  }
  return kept;
}

export const richValidatorKeywords: RichKeywords = {
  toAjvErrors,
  prepareCopy: replaceFalse,
  withoutDuplicates,
};
