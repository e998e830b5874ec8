/** form/v2/save: the contact and service-experience forms (portal service). */
import { call } from './client.ts';
import type { ApiOutcome } from './outcome.ts';
import type { FormSaveAnswer, FormSaveRequest } from './wire.ts';

/** Channel sent with every saved form: the web portal. */
export const FORM_CHANNEL = 'WEBPORTAL';

/** POST form/v2/save. A POST: never retried, so one submit is one saved form. */
export function saveForm(request: FormSaveRequest): Promise<ApiOutcome<FormSaveAnswer>> {
  return call<FormSaveAnswer>('formSave', { data: request });
}
