/**
 * form/v2/save: data{formType, language, channel, formData} -> result{referenceId, formType},
 * stored in form_submissions. A body that breaks a rule is HTTP 400 with every problem in the
 * message ('contactNumber: Invalid Mobile No; message: is required'); nothing is stored then.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { FORM_TYPES, type FormType } from '../../../src/api/wire.ts';
import { formProblems } from '../../core/formRules.ts';
import { httpFail, ok } from '../../core/reply.ts';
import { obj, text, type ApiRoute } from '../../core/route.ts';
import { saveSubmission } from '../../store/formSubmissions.ts';

const isFormType = (v: string): v is FormType => (FORM_TYPES as readonly string[]).includes(v);

/** The thank-you per form type, as an operator's service would word it. */
const THANKS: Record<FormType, string> = {
  CONTACT_US: 'Thank you for contacting us. We will get back to you soon.',
  SERVICE_EXPERIENCE: 'Thank you for your feedback.',
};

export const formSave: ApiRoute = {
  endpoint: endpoints.formSave,
  handle({ data }, { db }) {
    const formType = text(data.formType);
    if (!isFormType(formType))
      return httpFail(400, `formType: must be one of ${FORM_TYPES.join(', ')}`);
    if (typeof data.formData !== 'object' || data.formData === null || Array.isArray(data.formData))
      return httpFail(400, 'formData: must be an object of fields');
    const formData = obj(data.formData);
    const problems = formProblems(formType, formData);
    if (problems.length > 0) return httpFail(400, problems.join('; '));
    const language = text(data.language).toLowerCase() === 'sw' ? 'sw' : 'en';
    const referenceId = saveSubmission(db, {
      formType,
      language,
      channel: text(data.channel),
      formData,
    });
    return ok({ referenceId, formType }, THANKS[formType]);
  },
};
