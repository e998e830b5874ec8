/**
 * A home-broadband lead exactly as the portal's lead page builds it (buildLeadPayload), for the
 * sandbox tests and probes of subscriber/v1/submit-lead: each breaks it one way.
 */
import type { SubmitLeadInput } from '../../machines/hbbLead.types.ts';
import { buildLeadPayload } from '../../src/features/hbb-lead/leadPayload.ts';

/** The lead of Asha Juma in Dar es Salaam, its details changed by `change`. */
export const portalLead = (change: Partial<SubmitLeadInput['details']> = {}) =>
  buildLeadPayload(
    {
      details: {
        fullName: 'Asha Juma',
        contactNumber: '712000001',
        email: 'asha@example.co.tz',
        town: 'Dar es Salaam',
        installationAddress: 'Plot 12, Samora Avenue',
        landmark: 'Near the market',
        consent: true,
        ...change,
      },
      plan: {
        productCode: 'HBB_BASIC',
        description: 'Home Internet 10 Mbps',
        amount: 55000,
        currency: 'TZS',
        validity: 30,
        validityUnit: 'Days',
      },
      address: { lat: -6.816221, lng: 39.289413, formattedAddress: 'Samora Avenue' },
      uniqueCode: 'UC-1',
      lineType: 'PREPAID',
    },
    true,
  );

/** The lead unchanged. */
export const sampleLead = portalLead();
