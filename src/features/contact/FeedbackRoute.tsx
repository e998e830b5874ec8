import { FormSavePage } from './FormSavePage.tsx';
import { FEEDBACK_FORM } from './forms.ts';

/** /give_your_feedback: the service-experience page (a rating and a comment), form/v2/save. */
export function Component() {
  return <FormSavePage spec={FEEDBACK_FORM} />;
}

export default Component;
