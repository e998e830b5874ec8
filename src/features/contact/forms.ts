import type { FormType } from '../../api/wire.ts';
import { CONTACT_US_CONTENT, FEEDBACK_CONTENT } from '../../app/routeContent.ts';
import type { RouteContent } from '../../app/routeHandle.ts';

/** One form page of this feature: what it sends, where its fields and texts come from. */
export interface FormPageSpec {
  formType: FormType;
  /** CMS field-list package of the form. */
  packageName: string;
  /** Key prefix of the page's texts in {@link CONTACT_NS}. */
  textPrefix: 'contact' | 'feedback';
  /** The page's route content: its heading and intro. */
  content: RouteContent;
}

/** Translations of both pages (CMS package contact-translation). */
export const CONTACT_NS = 'contact-translation';

/** /contact-us: the spec's contact form (CMS package get-contact-form-schema). */
export const CONTACT_FORM: FormPageSpec = {
  formType: 'CONTACT_US',
  packageName: 'get-contact-form-schema',
  textPrefix: 'contact',
  content: CONTACT_US_CONTENT,
};

/** /give_your_feedback: the service-experience form (docs/decisions.md). */
export const FEEDBACK_FORM: FormPageSpec = {
  formType: 'SERVICE_EXPERIENCE',
  packageName: 'get-feedback-form-schema',
  textPrefix: 'feedback',
  content: FEEDBACK_CONTENT,
};
