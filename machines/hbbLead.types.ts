/** Data shapes of the home-broadband lead flow (machines/hbbLead.machine.ts). */
import type { LeadAddress } from './hbbAddress.machine.ts';

/**
 * What a person sees in each state of the lead, read by the page through `snapshot.hasTag`
 * (src/features/hbb-lead/HbbLeadPage.tsx):
 * - `planStep`: the plan table (or its loader) with the Selected Plan card, Back and Proceed
 * - `plansLoading`: the plans are being fetched ('Loading plans…' instead of the table)
 * - `detailsEditable`: the details form and its Back can be used (no later step is running)
 * - `addressOpen`: the installation-address modal (geocoding, map, confirm-or-edit) shows
 * - `checkingNumber`: 'Checking your number…'
 * - `otpOpen`: the OTP dialog shows
 * - `submitting`: 'Sending your request…'
 * - `successShown`: the 'Congratulations' modal, /payment/start follows after 3 s
 * - `unavailableShown`: the 'Thank you' modal with 'Explore other Products', the redirect after 6 s
 */
export type HbbLeadTag =
  | 'planStep'
  | 'plansLoading'
  | 'detailsEditable'
  | 'addressOpen'
  | 'checkingNumber'
  | 'otpOpen'
  | 'submitting'
  | 'successShown'
  | 'unavailableShown';

/** A home-broadband plan row (structurally a bundle of src/api/wire.ts; `name` is the plan name). */
export interface HbbPlan {
  productCode: string;
  description: string;
  amount: number;
  currency: string;
  name?: string;
  data?: string;
  dataUnit?: string;
  validity?: number;
  validityUnit?: string;
}

/** The customer details form (its fields come from the server schema; these are the ones the flow uses). */
export interface LeadDetails {
  fullName: string;
  contactNumber: string;
  email: string;
  town: string;
  installationAddress: string;
  landmark: string;
  consent: boolean;
  /**
   * Fields an editor added to the details package (get-form-schema), by name: the lead carries
   * them at its top level, where the operator's service checks them with the same package.
   */
  extra?: Record<string, string | number | boolean>;
}

export interface HbbLeadInput {
  /** Plans the page already has; without them the machine runs `loadPlans`. */
  plans?: HbbPlan[];
}

export interface SubmitLeadInput {
  details: LeadDetails;
  plan: HbbPlan;
  address: LeadAddress;
  uniqueCode: string;
  lineType: string;
}

/**
 * The screen's submit actor knows the town list: it sends `feasibility` (the town's
 * hbbLeadFeasibility) in the lead payload and hands it back here with the refLeadId.
 */
export interface SubmitLeadResult {
  feasible: boolean;
  refLeadId?: string;
}

/** Parameters of `redirectToPayment`: the screen stores the payment session data and goes to /payment/start. */
export interface LeadPaymentParams {
  leadId: string;
  plan: HbbPlan;
  contactNumber: string;
}
