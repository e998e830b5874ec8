/**
 * The real I/O of the lead statechart (machines/hbbLead.machine.ts), shaped as its actors'
 * outcomes: plans, geocoding, number check, the payment-family OTP sent with send-otp-hbb, and the
 * lead submission with the town's feasibility.
 */
import { fromPromise } from 'xstate';
import { hbbAddressMachine, type LeadAddress } from '../../../machines/hbbAddress.machine.ts';
import type {
  HbbPlan,
  LeadDetails,
  SubmitLeadInput,
  SubmitLeadResult,
} from '../../../machines/hbbLead.types.ts';
import type { Outcome } from '../../../machines/outcome.ts';
import type { OtpSendResult } from '../../../machines/otp.machine.ts';
import {
  getBundles,
  getTowns,
  sendOtpHbb,
  submitLead,
  validateNumber,
} from '../../api/portal.api.ts';
import type { Bundle } from '../../api/wire.ts';
import { portalGeocoder } from '../../maps/Geocoder.ts';
import { otpActors, resendPaymentCode, verifyPaymentCode } from '../../otp/otpActors.ts';
import { buildLeadPayload, LEAD_TRANSACTION_TYPE } from './leadPayload.ts';

/** serviceType of the home-broadband plan list (REC-10, product/v1/bundle). */
export const HBB_SERVICE_TYPE = 'HBB';

/** A bundle row as a plan; rows without a code or a numeric amount are dropped. */
function toPlan(bundle: Bundle): HbbPlan | null {
  const amount = Number(bundle.amount);
  if (!bundle.productCode || !Number.isFinite(amount)) return null;
  return {
    productCode: bundle.productCode,
    description: bundle.description,
    amount,
    currency: bundle.currency || 'TZS',
    ...(bundle.name ? { name: bundle.name } : {}),
    data: bundle.data,
    dataUnit: bundle.dataUnit,
    validity: Number(bundle.validity),
    validityUnit: bundle.validityUnit,
  };
}

/** The home-broadband plans (an empty list is a failure: the page shows its toast). */
export async function loadPlans(): Promise<Outcome<HbbPlan[]>> {
  const outcome = await getBundles({ msisdn: '', lineType: '', serviceType: HBB_SERVICE_TYPE });
  if (!outcome.ok) return outcome;
  const plans = (Array.isArray(outcome.result) ? outcome.result : [])
    .map(toPlan)
    .filter((p): p is HbbPlan => p !== null);
  return plans.length > 0
    ? { ok: true, result: plans }
    : { ok: false, code: 'generic', message: outcome.message ?? '' };
}

/** One geocoder look-up: the first place found, or `notFound`. */
export async function geocodeOne(address: string): Promise<Outcome<LeadAddress>> {
  const [place] = await portalGeocoder.search(address);
  return place
    ? { ok: true, result: { lat: place.lat, lng: place.lng, formattedAddress: place.label } }
    : { ok: false, code: 'notFound', message: '' };
}

/** Number validation: the line type is the result. */
export async function validateLeadNumber(msisdn: string): Promise<Outcome<{ lineType: string }>> {
  const outcome = await validateNumber(msisdn);
  return outcome.ok
    ? { ok: true, result: { lineType: String(outcome.result).toUpperCase() } }
    : outcome;
}

/** Sends the lead with the town's hbbLeadFeasibility and reports it back with the lead id. */
export async function submitLeadWithFeasibility(
  input: SubmitLeadInput,
): Promise<Outcome<SubmitLeadResult>> {
  const towns = await getTowns();
  if (!towns.ok) return towns;
  const wanted = input.details.town.trim().toLowerCase();
  const town = (towns.result?.data ?? []).find(
    (item) => item.cityName.trim().toLowerCase() === wanted,
  );
  const feasibility = town?.hbbLeadFeasibility === true;
  const outcome = await submitLead(buildLeadPayload(input, feasibility));
  if (!outcome.ok) return outcome;
  // The server may know better (e.g. a street outside the town's coverage): it can only say no.
  const serverSaysNo = (outcome.result as { feasibility?: unknown } | null)?.feasibility === false;
  const refLeadId = outcome.result?.refLeadId;
  return {
    ok: true,
    result: {
      feasible: feasibility && !serverSaysNo,
      ...(refLeadId ? { refLeadId: String(refLeadId) } : {}),
    },
  };
}

/** send-otp-hbb with the submitted email and full name; the refId is the OTP id. */
export async function sendLeadOtp(
  details: LeadDetails | null,
  msisdn: string,
): Promise<Outcome<OtpSendResult>> {
  const outcome = await sendOtpHbb({
    email: details?.email ?? '',
    customerDetails: { fullName: details?.fullName ?? '' },
    requestType: LEAD_TRANSACTION_TYPE,
    ...(msisdn ? { msisdn } : {}),
  });
  return outcome.ok ? { ok: true, result: { id: outcome.result.refId } } : outcome;
}

/**
 * The machine's actors. `currentDetails` gives the details of the running submit (the OTP child
 * only knows the number, but send-otp-hbb also wants the email and full name).
 */
export function leadActors(currentDetails: () => LeadDetails | null) {
  return {
    loadPlans: fromPromise(loadPlans),
    hbbAddress: hbbAddressMachine.provide({
      actors: {
        geocode: fromPromise(({ input }: { input: { address: string } }) =>
          geocodeOne(input.address),
        ),
      },
    }),
    validateNumber: fromPromise(({ input }: { input: { msisdn: string } }) =>
      validateLeadNumber(input.msisdn),
    ),
    otp: otpActors({
      send: ({ msisdn }) => sendLeadOtp(currentDetails(), msisdn),
      resend: resendPaymentCode,
      verify: verifyPaymentCode,
    }),
    submitLead: fromPromise(({ input }: { input: SubmitLeadInput }) =>
      submitLeadWithFeasibility(input),
    ),
  };
}
