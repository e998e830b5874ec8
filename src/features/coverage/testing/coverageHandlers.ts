/** MSW handlers of the coverage map (tests and stories): the sites package and the geocoder. */
import { delay, http, HttpResponse } from 'msw';
import { packageAnswer, packageNotFound } from '../../../testing/cmsPackages.ts';
import { httpFailure } from '../../../testing/envelope.ts';
import sitesFile from '../../../../schemas/cms/en/fetch-sites-data-5g.json' with { type: 'json' };

/** How the sites package answers: the published file, another package, a failure or never. */
export interface CoverageHandlerOptions {
  sites?: unknown | 'error' | 'pending';
}

export function coverageHandlers({ sites = sitesFile }: CoverageHandlerOptions = {}) {
  return [
    http.get('*/cms/webpage/activePackage', async ({ request }) => {
      const pageUrl = new URL(request.url).searchParams.get('pageUrl');
      if (pageUrl !== '/fetch-sites-data-5g') return packageNotFound();
      if (sites === 'pending') await delay('infinite');
      if (sites === 'error') return httpFailure(500, 'down');
      return packageAnswer(sites);
    }),
    http.get('*/maps/geocode', ({ request }) => {
      const address = (new URL(request.url).searchParams.get('address') ?? '').trim().toLowerCase();
      return HttpResponse.json({
        results:
          address === 'arusha'
            ? [{ lat: -3.386925, lng: 36.682995, formattedAddress: 'Arusha, Tanzania' }]
            : [],
      });
    }),
  ];
}
