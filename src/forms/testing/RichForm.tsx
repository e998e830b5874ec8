import { withTheme, type FormProps } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { twigaTheme } from '../theme/theme.ts';
import { richTemplates, richTranslateString, richWidgets } from '../theme/rich/richTemplates.ts';
import { InterpretingValidator } from '../interpretingValidator.ts';
import { useFormTranslate } from '../useFormTranslate.ts';

/**
 * The theme with the rich templates merged in, as the engine will merge them once it loads the
 * rich module for a package that needs it. Until SchemaForm does, tests and stories render the
 * constructs through this form (SchemaForm refuses such schemas today).
 */
const RichThemedForm = withTheme({
  ...twigaTheme,
  widgets: { ...twigaTheme.widgets, ...richWidgets },
  templates: {
    ...twigaTheme.templates,
    ...richTemplates,
    ButtonTemplates: { ...twigaTheme.templates?.ButtonTemplates, ...richTemplates.ButtonTemplates },
  },
});

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
