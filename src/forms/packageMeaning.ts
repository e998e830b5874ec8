/**
 * The meaning checks of a form package (issue 15): a package can have the right shape and agree in
 * EN and SW yet contradict itself, so no person could ever fill the form in. These checks find
 * bounds that exclude every value, listed values the field itself refuses, and a phone-number
 * pattern that refuses the numbers the spec allows. Interpreted with @cfworker/json-schema (no
 * code made from a package), so the editor page can run them in the browser too.
 */
import { Validator, type Schema } from '@cfworker/json-schema';
import type { FormPackage } from './formPackage.ts';
import type { Report } from './schemaCheckPackage.ts';
import { isObject, walkSchema } from './schemaWalk.ts';

type Field = Record<string, unknown>;

/**
 * Mobile numbers the spec allows (portal-spec.md: "digits only, max 9, prefix +255", validated at
 * 9 digits), spread over the operators' prefixes so a pattern that keeps only one prefix, or wants
 * a leading 0 or +255, is caught.
 */
export const VALID_MOBILE_SAMPLES = ['712345678', '754000001', '621234567', '687654321'] as const;

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The bounds pairs where the lower one must stay below (or, for inclusive pairs, not above) the upper. */
function boundProblems(path: string, field: Field, report: Report) {
  const at = (k: string) => `${path}.${k}`;
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum } = field;
  if (num(minLength) && num(maxLength) && minLength > maxLength)
    report(
      at('minLength'),
      `is above maxLength (${minLength} > ${maxLength}): no text is long enough and short enough`,
    );
  const lows: [string, unknown, boolean][] = [
    ['minimum', minimum, false],
    ['exclusiveMinimum', exclusiveMinimum, true],
  ];
  const highs: [string, unknown, boolean][] = [
    ['maximum', maximum, false],
    ['exclusiveMaximum', exclusiveMaximum, true],
  ];
  for (const [lowKey, low, lowOpen] of lows)
    for (const [highKey, high, highOpen] of highs) {
      if (!num(low) || !num(high)) continue;
      const empty = lowOpen || highOpen ? low >= high : low > high;
      if (empty)
        report(
          at(lowKey),
          `${low} against ${highKey} ${high}: the bounds exclude every value, so no amount is accepted`,
        );
    }
}

/** The first reason the field's own rules refuse `value`, or undefined when they accept it. */
function refusal(field: Schema, value: unknown): string | undefined {
  try {
    const result = new Validator(field, '7', true).validate(value);
    if (result.valid) return undefined;
    const leaf = result.errors.at(-1) ?? result.errors[0];
    return leaf ? `${leaf.keyword} (${leaf.error})` : 'the field refuses it';
  } catch {
    // A reference that names nothing: reported by the package check, not a value's fault.
    return undefined;
  }
}

/**
 * Rules a `default` may leave unmet: it is where the form starts, and RJSF fills a list up to
 * `minItems` and an object's required fields from their own defaults or from the person.
 */
const STARTING_VALUE_RULES = ['required', 'minItems', 'minProperties', 'dependencies'];

/** Values the package itself lists (enum, const, default, examples) that its field would refuse. */
function listedValueProblems(path: string, field: Field, root: Field, report: Report) {
  const at = (k: string) => `${path}.${k}`;
  // The list itself is not a rule on its own items: check them against the other rules. A local
  // `$ref` (#/definitions/...) is read against the form's root, so its definitions come along.
  const rules: Record<string, unknown> = {
    ...field,
    ...(isObject(root.definitions) ? { definitions: root.definitions } : {}),
  };
  delete rules.enum;
  delete rules.const;
  delete rules.default;
  delete rules.examples;
  const list = Array.isArray(field.enum) ? field.enum : undefined;
  if (list) {
    const refused = list.map((v) => refusal(rules as Schema, v));
    refused.forEach(
      (why, i) =>
        why &&
        report(at(`enum.${i}`), `${JSON.stringify(list[i])} is refused by the field: ${why}`),
    );
    if (list.length > 0 && refused.every(Boolean))
      report(at('enum'), 'every listed value is refused by the field: nothing can be chosen');
  }
  if ('const' in field) {
    const why = refusal(rules as Schema, field.const);
    if (why) report(at('const'), `${JSON.stringify(field.const)} is refused by the field: ${why}`);
  }
  const whole = { ...rules, ...(list ? { enum: list } : {}) } as Schema;
  if ('const' in field) (whole as Record<string, unknown>).const = field.const;
  if ('default' in field) {
    const start = { ...whole } as Record<string, unknown>;
    for (const rule of STARTING_VALUE_RULES) delete start[rule];
    const why = refusal(start as Schema, field.default);
    if (why)
      report(at('default'), `${JSON.stringify(field.default)} is refused by the field: ${why}`);
  }
  if (Array.isArray(field.examples))
    field.examples.forEach((example: unknown, i: number) => {
      const why = refusal(whole, example);
      if (why)
        report(at(`examples.${i}`), `${JSON.stringify(example)} is refused by the field: ${why}`);
    });
}

/** A phone field whose rules refuse mobile numbers the spec allows. */
function phoneProblems(path: string, field: Field, report: Report) {
  const refused = VALID_MOBILE_SAMPLES.filter((n) => refusal(field as Schema, n) !== undefined);
  if (refused.length === 0) return;
  const key = typeof field.pattern === 'string' ? 'pattern' : 'type';
  report(
    `${path}.${key}`,
    refused.length === VALID_MOBILE_SAMPLES.length
      ? `refuses every valid 9-digit mobile number (tried ${refused.join(', ')})`
      : `refuses valid 9-digit mobile numbers: ${refused.join(', ')}`,
  );
}

/** Every self-contradiction of `pkg`, at any depth, reported at its path. */
export function checkMeaning(pkg: FormPackage, report: Report) {
  const root = pkg.schema as Field;
  walkSchema(root, 'schema', pkg.uiSchema, (field, path, ui) => {
    boundProblems(path, field, report);
    listedValueProblems(path, field, root, report);
    if (isObject(ui) && ui['ui:widget'] === 'phone') phoneProblems(path, field, report);
  });
}
