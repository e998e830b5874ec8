/**
 * The home-broadband lead machine's model: the events a person sends and the answers its calls
 * and children give (the address modal and the OTP are scripted children here; each has its own
 * model). Shared by the model test (tests/model/hbbLead.model.test.ts), the fast oracle test
 * (machines/hbbLead.oracle.test.ts) and the page's state test
 * (src/features/hbb-lead/HbbLeadPage.states.test.tsx).
 */
import { hbbLeadMachine, type LeadDetails } from '../../machines/hbbLead.machine.ts';
import { hbbLeadOracle } from './hbbLead.oracle.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { done, fail, ok, otpClosed, otpVerified, rejected } from './outcomes.ts';

export const leadPlan = {
  productCode: 'HBB1',
  description: 'Home 4G',
  amount: 60000,
  currency: 'TZS',
};
export const leadDetails: LeadDetails = {
  fullName: 'Asha Juma',
  contactNumber: '712000001',
  email: 'asha@example.co.tz',
  town: 'Dar es Salaam',
  installationAddress: 'Samora Avenue',
  landmark: 'Clock Tower',
  consent: true,
};
const place = { lat: -6.8161, lng: 39.2894, formattedAddress: 'Samora Avenue, Dar es Salaam' };

export const hbbLeadSpec = {
  name: 'hbbLead',
  machine: hbbLeadMachine,
  // Plans fetched by the machine, or handed in by the page.
  inputs: [{}, { plans: [leadPlan] }],
  events: [
    { type: 'plan.select', plan: leadPlan },
    { type: 'plan.proceed' },
    { type: 'plan.back' },
    { type: 'form.submit', details: leadDetails },
    // The map's events, which the page may send while the address modal shows.
    { type: 'map.pick', lat: -6.8, lng: 39.28, address: 'Picked on the map' },
    { type: 'address.confirm' },
    { type: 'address.edit' },
    { type: 'modal.close' },
  ],
  outcomes: {
    loadPlans: [ok([leadPlan]), fail('500', 'x'), rejected],
    hbbAddress: [done({ status: 'confirmed', address: place }), done({ status: 'closed' })],
    validateNumber: [ok({ lineType: 'PREPAID' }), fail('400', 'Invalid Mobile No'), rejected],
    // Verified; closed on a server error; closed by the person (no error).
    otp: [otpVerified, otpClosed('502'), done({ status: 'closed', error: null })],
    submitLead: [
      ok({ feasible: true, refLeadId: 'L-1' }),
      ok({ feasible: false }),
      ok({ feasible: true }),
      fail('500', 'x'),
      rejected,
    ],
  },
  oracle: hbbLeadOracle,
  // HBB-8, HBB-9: past the 3 s and 6 s redirects, from every state reached.
  probeSeconds: 7,
} satisfies ModelSpec;

/**
 * Lead states as the page tells them apart: by leaves, the error shown, a plan chosen and a lead
 * id (after the redirect the 'Congratulations' modal stays only with one).
 */
export const hbbLeadStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { error, plan, leadId } = snapshot.context as {
    error: { code?: string } | null;
    plan: unknown;
    leadId: string;
  };
  return (
    leafStates(snapshot) +
    (error ? `, error ${error.code}` : '') +
    (plan ? ', plan chosen' : '') +
    (leadId ? `, lead ${leadId}` : '')
  );
};
