/**
 * form/v2/save: data{formType, language, channel, formData} -> result{referenceId, formType},
 * stored in form_submissions. formData is checked with the form's CMS package as it is served now
 * (sandbox/core/formFields.ts); a body that breaks a rule is HTTP 400 with every problem in the
 * message ('contactNumber: Invalid Mobile No; message: is required'); nothing is stored then.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { FORM_TYPES, type FormSaveRequest, type FormType } from '../../../src/api/wire.ts';
import { checkFields } from '../../core/formFields.ts';
import { readFormPackage } from '../../core/formPackage.ts';
import { httpFail, ok } from '../../core/reply.ts';
import { obj, text, type ApiRoute } from '../../core/route.ts';
import { saveSubmission } from '../../store/formSubmissions.ts';

const isFormType = (v: string): v is FormType => (FORM_TYPES as readonly string[]).includes(v);

/**
 * The CMS package each form type's page renders (the portal names the same ones in
 * src/features/contact/forms.ts; sandbox/tests/formSave.test.ts holds the two together).
 */
export const FORM_PACKAGES: Record<FormType, string> = {
  CONTACT_US: 'get-contact-form-schema',
  SERVICE_EXPERIENCE: 'get-feedback-form-schema',
};

/** The thank-you per form type, as an operator's service would word it. */
const THANKS: Record<FormType, string> = {
  CONTACT_US: 'Thank you for contacting us. We will get back to you soon.',
  SERVICE_EXPERIENCE: 'Thank you for your feedback.',
};

export const formSave: ApiRoute = {
  endpoint: endpoints.formSave,
  async handle({ data }, { db, schemasDir }) {
    const formType = text(data.formType);
    if (!isFormType(formType))
      return httpFail(400, `formType: must be one of ${FORM_TYPES.join(', ')}`);
    if (typeof data.formData !== 'object' || data.formData === null || Array.isArray(data.formData))
      return httpFail(400, 'formData: must be an object of fields');
    const formData = obj(data.formData);
    const language = text(data.language).toLowerCase() === 'sw' ? 'sw' : 'en';
    // The package of the language the person wrote in (schemas:check keeps EN and SW rules equal).
    const read = await readFormPackage(db, schemasDir, language, FORM_PACKAGES[formType]);
    if (!read.ok) return httpFail(503, `Form rules unavailable: ${read.reason}`);
    const check = checkFields(read.pkg, formData);
    if ('unusable' in check) return httpFail(503, `Form rules unavailable: ${check.unusable}`);
    if (check.problems.length > 0)
      return httpFail(400, check.problems.map((p) => `${p.field}: ${p.problem}`).join('; '));
    const referenceId = saveSubmission(db, {
      formType,
      language,
      // Stored as sent; the contract names one channel, WEBPORTAL (the watch checks requests).
      channel: text(data.channel) as FormSaveRequest['channel'],
      formData,
    });
    return ok({ referenceId, formType }, THANKS[formType]);
  },
};
