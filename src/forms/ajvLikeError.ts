/** One error as ajv reports it (the fields of ajv's `ErrorObject` that RJSF reads). */
export interface AjvLikeError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  /** The schema holding the failed keyword (ajv's `parentSchema` with `verbose: true`). */
  parentSchema?: Record<string, unknown>;
}
