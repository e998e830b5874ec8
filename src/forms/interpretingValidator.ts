/**
 * RJSF's `ValidatorType` on an interpreting JSON Schema validator (@cfworker/json-schema): the
 * schema is walked as data on every call, so no function is ever generated from a CMS package
 * (no `new Function`, no 'unsafe-eval' in the CSP) and ajv stays out of the browser.
 *
 * Errors come out exactly as @rjsf/validator-ajv8 gives them (`name` = ajv keyword, `property`,
 * ajv `params` and English message, in ajv's order), so `transformErrors` and src/forms/messages.ts
 * work unchanged; `validateFormData` follows the ajv8 validator's steps (processRawValidationErrors).
 * Draft-07, like the packages (and ajv8's default).
 */
import { validate } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { toAjvErrors, type AjvLikeError } from './ajvErrors.ts';
import { asJson } from './jsonData.ts';
import { prepareSchema, type Prepared } from './preparedSchema.ts';
import { toRjsfErrors } from './rjsfErrors.ts';
import { richKeywords } from './validatorExtensions.ts';

// Callers (validatorCache, tests, the validator bench) import these from here.
export { toAjvErrors, asJson, toRjsfErrors, type AjvLikeError };

type Data = Record<string, unknown>;

const DRAFT = '7';

/** The `ValidatorType` RJSF and the engine share: one instance per form schema object. */
export class InterpretingValidator implements ValidatorType<Data, RJSFSchema> {
  private prepared = new WeakMap<object, Prepared>();
  /**
   * `true` and `false` are schemas too (RJSF passes subschemas such as `items: false`), but no
   * WeakMap key: each is prepared apart.
   */
  private booleans: { true?: Prepared; false?: Prepared } = {};

  /**
   * A private JSON copy of `schema`, dereferenced once per schema object, and again once the rich
   * keywords are registered (FORM-19: a copy prepared before has its `false` schemas unspelled).
   */
  private prepare(schema: unknown): Prepared {
    if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null))
      throw new Error('A schema is an object or a boolean.');
    let known =
      typeof schema === 'boolean' ? this.booleans[`${schema}`] : this.prepared.get(schema);
    if (!known || known.rich !== richKeywords()) {
      known = prepareSchema(schema);
      if (typeof schema === 'boolean') this.booleans[`${schema}`] = known;
      else this.prepared.set(schema, known);
    }
    return known;
  }

  /** Errors of `data` against `schema`, as ajv gives them, or why the schema could not be used. */
  rawValidation<Result = AjvLikeError>(
    schema: RJSFSchema,
    formData?: Data,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const { schema: copy, lookup } = this.prepare(schema);
      const data = asJson(formData);
      const result = validate(data, copy, DRAFT, lookup, false);
      return {
        errors: result.valid
          ? undefined
          : (toAjvErrors(result.errors, copy, data, lookup) as unknown as Result[]),
      };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  /** The steps of @rjsf/validator-ajv8's `validateFormData` (processRawValidationErrors). */
  validateFormData(
    formData: Data | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Data, RJSFSchema>,
    transformErrors?: ErrorTransformer<Data, RJSFSchema>,
    uiSchema?: UiSchema<Data, RJSFSchema>,
  ): ValidationData<Data> {
    const { errors: raw, validationError } = this.rawValidation<AjvLikeError>(schema, formData);
    let errors: RJSFValidationError[] = toRjsfErrors(raw ?? [], uiSchema);
    if (validationError) errors = [...errors, { stack: validationError.message }];
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    let errorSchema = toErrorSchema<Data>(errors);
    if (validationError)
      errorSchema = {
        ...errorSchema,
        $schema: { __errors: [validationError.message] },
      } as ErrorSchema<Data>;
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    // Include form data with undefined values, which custom validation needs (as ajv8 does).
    const withDefaults = getDefaultFormState<Data, RJSFSchema>(
      this,
      schema,
      formData,
      schema,
      true,
    ) as Data;
    const handler = customValidate(
      withDefaults,
      createErrorHandler<Data>(withDefaults),
      uiSchema,
      errorSchema,
    );
    return validationDataMerge<Data>({ errors, errorSchema }, unwrapErrorHandler<Data>(handler));
  }

  /**
   * True when `formData` is valid against `schema` (RJSF asks this for anyOf/oneOf/if and
   * dependencies); references resolve in `rootSchema`. An unusable schema is never valid.
   */
  isValid(schema: RJSFSchema, formData: Data | undefined, rootSchema: RJSFSchema): boolean {
    try {
      const root = this.prepare(rootSchema);
      const own = schema === rootSchema ? root : this.prepare(schema);
      const lookup = own === root ? root.lookup : { ...root.lookup, ...own.lookup };
      return validate(asJson(formData), own.schema, DRAFT, lookup, true).valid;
    } catch (error) {
      console.warn('Error encountered interpreting schema:', error);
      return false;
    }
  }

  /** Forgets every prepared schema. */
  reset(): void {
    this.prepared = new WeakMap();
    this.booleans = {};
  }
}
