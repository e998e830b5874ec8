/**
 * MSW handlers of the lead pages, shared by the component tests (msw/node) and the stories (the
 * browser worker). They answer like the sandbox's home-broadband rows (sandbox-test-data.md):
 * feasible Dar es Salaam, Arusha, Dodoma, Mwanza; not Kigoma, Mtwara; fullName 'No Lead' gets no
 * lead id; geocoding knows the towns and 'Samora Avenue, Dar es Salaam'; OTP 123456.
 * URLs start with '*' so they match any base.
 */
import { delay, http, HttpResponse } from 'msw';
import { places, towns } from '../../../../sandbox/seed/towns.ts';
import type { Bundle } from '../../../api/wire.ts';
import { cmsPackagesHandler } from '../../../testing/cmsPackages.ts';
import { bodyData, failure, ok as json, PORTAL } from '../../../testing/envelope.ts';

/** The sandbox's three home-broadband plans. */
export const testPlans: Bundle[] = [
  ['Home Basic', 'Home Internet 10 Mbps', '200', 'GB', 55000, 'HBB_BASIC'],
  ['Home Plus', 'Home Internet 20 Mbps', '500', 'GB', 85000, 'HBB_PLUS'],
  ['Home Unlimited', 'Home Internet 30 Mbps Unlimited', 'Unlimited', '', 120000, 'HBB_UNL'],
].map(([name, description, data, dataUnit, amount, productCode]) => ({
  name: String(name),
  category: 'Home Broadband',
  periodType: 'Monthly',
  description: String(description),
  data: String(data),
  dataUnit: String(dataUnit),
  validity: 30,
  validityUnit: 'Days',
  currency: 'TZS',
  amount: Number(amount),
  productCode: String(productCode),
  lineType: 'PREPAID',
}));

/**
 * The sandbox's own towns and geocoder places (sandbox/seed/towns.ts): the handlers answer with
 * the seed rows themselves, so they cannot drift from what the e2e tests meet.
 */
export const testTowns = towns;

/** How each call answers: 'pending' never answers (loading states in stories). */
export interface HbbHandlerOptions {
  plans?: 'ok' | 'empty' | 'pending';
  /** Every submitted lead payload, in order. */
  leads?: Record<string, unknown>[];
  /** Every geocoder query, in order. */
  geocoded?: string[];
  /** Every send-otp-hbb payload, in order. */
  otpSends?: Record<string, unknown>[];
}

const normalise = (address: string) =>
  address
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();

/** Handlers of /hbb-lead and /hbb-lead-status. */
export function hbbHandlers(options: HbbHandlerOptions = {}) {
  return [
    http.post(`${PORTAL}/product/v1/bundle`, async () => {
      if (options.plans === 'pending') await delay('infinite');
      return json(options.plans === 'empty' ? [] : testPlans);
    }),
    http.get(`${PORTAL}/resource/v1/towns`, () =>
      json({
        data: testTowns.map(({ cityName, hbbLeadFeasibility }) => ({
          cityName,
          hbbLeadFeasibility,
        })),
      }),
    ),
    http.get('*/maps/geocode', ({ request }) => {
      const address = new URL(request.url).searchParams.get('address') ?? '';
      options.geocoded?.push(address);
      const place = places.find((p) => normalise(p.address) === normalise(address));
      return HttpResponse.json({
        results: place
          ? [{ lat: place.lat, lng: place.lng, formattedAddress: place.formattedAddress }]
          : [],
      });
    }),
    http.post(`${PORTAL}/subscriber/v1/validate-number`, async ({ request }) => {
      const msisdn = String((await bodyData(request)).msisdn ?? '');
      return /^[67]\d{8}$/.test(msisdn) && msisdn !== '719999999'
        ? json('PREPAID', 'Valid Mobile No')
        : failure('400', 'Invalid Mobile No');
    }),
    http.post(`${PORTAL}/send-otp-hbb`, async ({ request }) => {
      options.otpSends?.push(await bodyData(request));
      return json({ refId: 'REF-1' }, 'OTP sent successfully');
    }),
    http.post(`${PORTAL}/optimus/otp/resend`, () => json({ refId: 'REF-1' })),
    http.post(`${PORTAL}/optimus/otp/verify`, async ({ request }) =>
      (await bodyData(request)).otp === '123456'
        ? json({ uniqueCode: 'UC-1', tokenType: 'Bearer', accessToken: 'TKN' })
        : failure('2003', 'Please enter correct OTP', { attemptsLeft: 4 }),
    ),
    http.post(`${PORTAL}/subscriber/v1/submit-lead`, async ({ request }) => {
      const data = await bodyData(request);
      options.leads?.push(data);
      const city = String((data.address as { city?: string } | undefined)?.city ?? '');
      const town = testTowns.find((t) => t.cityName.toLowerCase() === city.toLowerCase());
      if (!town?.hbbLeadFeasibility)
        return json({ feasibility: false, city }, 'Service is not available in your area');
      if (data.fullName === 'No Lead')
        return json({ feasibility: true, city }, 'Lead could not be created');
      return json(
        { refLeadId: 'LEAD-0001', feasibility: true, city },
        'Thank you for reaching out',
      );
    }),
    // The sandbox's tracking rule: the lead's own reference and contact number, else 404.
    http.post(`${PORTAL}/subscriber/v1/track-lead`, async ({ request }) => {
      const data = await bodyData(request);
      return String(data.refLeadId).toUpperCase() === 'LEAD-0001' &&
        data.contactNumber === '712000001'
        ? json({
            refLeadId: 'LEAD-0001',
            leadStatus: 'SUBMITTED',
            city: 'Dar es Salaam',
            planDescription: 'Home Internet 20 Mbps',
            createdAt: '2026-11-20T09:30:00.000Z',
          })
        : failure('404', 'No Data found');
    }),
    cmsPackagesHandler(),
  ];
}
