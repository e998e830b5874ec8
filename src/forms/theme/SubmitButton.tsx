import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { Button } from '../../ui/Button.tsx';

/**
 * The form's one action button; text and state come from `ui:submitButtonOptions`. It is the
 * portal's primary Button, so 'Pay', 'Continue' or 'SHOW BILLS' in a form look exactly like
 * 'Pay TZS 45,501' or 'Proceed' outside one; `tw-button` only adds the form's width.
 *
 * A11Y-2: it is never `disabled`. While the form cannot be sent it says `aria-disabled` and a
 * press still reaches the form, which says what is missing or what it waits for (SchemaForm).
 */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Button {...props} type="submit" variant="primary" className="tw-button">
      {submitText}
    </Button>
  );
}
