/**
 * MSW handler of form/v2/save for the component tests (msw/node) and the stories (browser
 * worker), answering like the sandbox: a reference and its thank-you, a never-ending request
 * (the sending state), or the sandbox's HTTP 400 naming the field; and the CMS packages.
 */
import { delay, http, HttpResponse } from 'msw';

const files = import.meta.glob<Record<string, unknown>>(
  '../../../../schemas/cms/*/{get-*-form-schema,*-translation}.json',
  { eager: true, import: 'default' },
);

/** The content service answering this feature's packages from schemas/cms (for msw/node tests). */
export function contactCmsHandlers() {
  return [
    http.get('*/cms/webpage/activePackage', ({ request }) => {
      const pageUrl = new URL(request.url).searchParams.get('pageUrl') ?? '';
      const [, lang, name] = /^\/(?:(sw)\/)?(.+)$/.exec(pageUrl) ?? [];
      const data = files[`../../../../schemas/cms/${lang ?? 'en'}/${name}.json`];
      if (!data)
        return HttpResponse.json(
          { statusCode: 404, status: 'failure', message: 'Package not found' },
          { status: 404 },
        );
      return HttpResponse.json({ data: { packageHtml: JSON.stringify(data) } });
    }),
  ];
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
    http.post('*/orp/bfe/api/portal-service/form/v2/save', async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { data?: { formType?: string } };
      seen.push(body.data);
      if (mode === 'pending') await delay('infinite');
      if (mode === 'refused')
        return HttpResponse.json(
          { statusCode: 400, status: 'failure', message: REFUSED_MESSAGE },
          { status: 400 },
        );
      return HttpResponse.json({
        statusCode: 200,
        status: 'success',
        message: 'Thank you',
        result: { referenceId: TEST_REFERENCE, formType: body.data?.formType },
      });
    }),
  ];
}
