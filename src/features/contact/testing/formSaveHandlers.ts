/**
 * MSW handler of form/v2/save for the component tests (msw/node) and the stories (browser
 * worker), answering like the sandbox: a reference and its thank-you, a never-ending request
 * (the sending state), or the sandbox's HTTP 400 naming the field; and the CMS packages.
 */
import { delay, http } from 'msw';
import { cmsPackagesHandler } from '../../../testing/cmsPackages.ts';
import { httpFailure, ok, PORTAL } from '../../../testing/envelope.ts';

/** The content service answering this feature's packages from schemas/cms (for msw/node tests). */
export function contactCmsHandlers() {
  return [cmsPackagesHandler(/^get-.*-form-schema$|-translation$/)];
}

/** The reference every successful save answers with. */
export const TEST_REFERENCE = 'FRM0A1B2C3D4E5F';
/** The sandbox's answer to a contact number it refuses. */
export const REFUSED_MESSAGE = 'contactNumber: Invalid Mobile No';

/** How form/v2/save answers. */
export type FormSaveMode = 'ok' | 'pending' | 'refused';

/** The form/v2/save handler; `seen` collects every request body's `data`. */
export function formSaveHandlers(mode: FormSaveMode = 'ok', seen: unknown[] = []) {
  return [
    http.post(`${PORTAL}/form/v2/save`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { data?: { formType?: string } };
      seen.push(body.data);
      if (mode === 'pending') await delay('infinite');
      if (mode === 'refused') return httpFailure(400, REFUSED_MESSAGE);
      return ok({ referenceId: TEST_REFERENCE, formType: body.data?.formType }, 'Thank you');
    }),
  ];
}
