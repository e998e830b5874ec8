import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { Button } from '../../ui/Button.tsx';

/**
 * The form's one action button; text and disabled state come from `ui:submitButtonOptions`. It is
 * the portal's primary Button, so 'Pay', 'Continue' or 'SHOW BILLS' in a form look exactly like
 * 'Pay TZS 45,501' or 'Proceed' outside one; `tw-button` only adds the form's width.
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
