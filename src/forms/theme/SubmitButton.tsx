import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';

/** The form's one action button; text and disabled state come from `ui:submitButtonOptions`. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" className="tw-button" {...props}>
      {submitText}
    </button>
  );
}
