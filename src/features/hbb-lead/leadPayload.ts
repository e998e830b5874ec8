/**
 * Pure builders of what the lead flow sends and stores: the submit-lead payload (HBB-11)
 * and the payment session handed to /payment/start after a successful lead.
 */
import type { HbbPlan, LeadDetails, SubmitLeadInput } from '../../../machines/hbbLead.types.ts';
import type { LeadPayload } from '../../api/portal.api.ts';
import type { PaymentSessionData } from '../../session/paymentSession.ts';

/** Lead transaction type and the summary label of a home-broadband payment. */
export const LEAD_TRANSACTION_TYPE = 'HBB_LEADS';
export const LEAD_RECHARGE_TYPE = 'HOME BROADBAND';
/** Where 'Return' on the payment status page brings the person back to. */
export const LEAD_REDIRECT_PAGE = '/hbb-lead';
/** The portal's channel (HBB-11: WEBPORTAL) and the address type of a lead (HBB-11: INSTALLATION). */
export const LEAD_SOURCE = 'WEBPORTAL';
export const ADDRESS_TYPE = 'INSTALLATION';
export const LEAD_COUNTRY = 'Tanzania';

/**
 * A coordinate to 6 decimals (about 0.1 m): a point tapped on the map has 15 or so, more than the
 * coordinates form (form-hbb-coordinates) allows and the operator's service checks (at most 8).
 */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** The submit-lead payload; `feasibility` is the town's hbbLeadFeasibility from the town list. */
export function buildLeadPayload(
  input: SubmitLeadInput,
  feasibility: boolean,
): LeadPayload & Record<string, unknown> {
  const { details, plan, address, uniqueCode, lineType } = input;
  const landmark = details.landmark.trim();
  return {
    // First, so a field an editor adds can never replace one of the lead's own.
    ...details.extra,
    fullName: details.fullName.trim(),
    contactNumber: details.contactNumber,
    email: details.email.trim(),
    feasibility,
    address: {
      type: ADDRESS_TYPE,
      ...(landmark ? { landmark } : {}),
      lat: coordinate(address.lat),
      lng: coordinate(address.lng),
      city: details.town,
      street1: details.installationAddress.trim() || address.formattedAddress,
      country: LEAD_COUNTRY,
    },
    plan: {
      code: plan.productCode,
      amount: plan.amount,
      currency: plan.currency,
      description: plan.description,
    },
    source: LEAD_SOURCE,
    uniqueCode,
    lineType,
    consent: details.consent,
  };
}

/** The payment session of the chosen plan: /payment/start reads it (HBB-13). */
export function buildLeadPaymentSession(
  plan: HbbPlan,
  details: Pick<LeadDetails, 'contactNumber' | 'email'>,
  lineType: string,
): PaymentSessionData {
  return {
    msisdn: details.contactNumber,
    amount: plan.amount,
    lineType: lineType || 'PREPAID',
    transactionType: LEAD_TRANSACTION_TYPE,
    productCode: plan.productCode,
    description: plan.description,
    currency: plan.currency,
    redirectPage: LEAD_REDIRECT_PAGE,
    rechargeType: LEAD_RECHARGE_TYPE,
    ...(plan.data ? { data: plan.data } : {}),
    ...(plan.dataUnit ? { dataUnit: plan.dataUnit } : {}),
    bundleInfo: {
      description: plan.name ? `${plan.name}: ${plan.description}` : plan.description,
      data: plan.data ?? '',
      dataUnit: plan.dataUnit ?? '',
      amount: plan.amount,
      lineType: lineType || 'PREPAID',
    },
    ...(details.email ? { emailId: details.email } : {}),
  };
}

/**
 * The form's filled-in fields that `known` (the details the lead places itself) does not name,
 * i.e. fields an editor added; undefined when there are none.
 */
function extraFields(data: Record<string, unknown>, known: LeadDetails): LeadDetails['extra'] {
  const extra = Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, string | number | boolean] =>
        !(entry[0] in known) &&
        ['string', 'number', 'boolean'].includes(typeof entry[1]) &&
        entry[1] !== '',
    ),
  );
  return Object.keys(extra).length > 0 ? extra : undefined;
}

/** The form's data as the machine's details (the field names are the schema's). */
export function toLeadDetails(data: Record<string, unknown>): LeadDetails {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const details: LeadDetails = {
    fullName: text('fullName'),
    contactNumber: text('contactNumber'),
    email: text('email'),
    town: text('town'),
    installationAddress: text('installationAddress'),
    landmark: text('landmark'),
    consent: data.consent === true,
  };
  const extra = extraFields(data, details);
  return extra ? { ...details, extra } : details;
}
