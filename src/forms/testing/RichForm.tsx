import type { FormProps } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { RichThemedForm, richTranslateString } from '../rich/richEngine.ts';
import { InterpretingValidator } from '../interpretingValidator.ts';
import { useFormTranslate } from '../useFormTranslate.ts';

// The engine's own validator (no ajv in the browser: the build stubs fast-uri, see uriStub.ts).
const validator = new InterpretingValidator();

/** What {@link RichForm} takes: a schema, its uiSchema, and any other RJSF form prop. */
export type RichFormProps = Omit<FormProps, 'validator' | 'schema'> & {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
};

/** A rich-themed form in the visitor's language, laid out like the engine's (`tw-form`). */
export function RichForm(props: RichFormProps) {
  const { t } = useFormTranslate();
  return (
    <RichThemedForm
      className="tw-form"
      validator={validator}
      noHtml5Validate
      showErrorList={false}
      translateString={richTranslateString(t)}
      {...props}
    />
  );
}
