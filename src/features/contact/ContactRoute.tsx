import { FormSavePage } from './FormSavePage.tsx';
import { CONTACT_FORM } from './forms.ts';

/** /contact-us: the contact form, sent with form/v2/save. */
export function Component() {
  return <FormSavePage spec={CONTACT_FORM} />;
}

export default Component;
