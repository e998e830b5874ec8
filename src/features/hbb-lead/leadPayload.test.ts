import { describe, expect, it } from 'vitest';
import type { HbbPlan, SubmitLeadInput } from '../../../machines/hbbLead.types.ts';
import { isHbbDevice, isHbbLeadConfig } from './hbbConfig.ts';
import enConfig from '../../../schemas/cms/en/hbb-lead-config.json' with { type: 'json' };
import swConfig from '../../../schemas/cms/sw/hbb-lead-config.json' with { type: 'json' };
import { buildLeadPayload, buildLeadPaymentSession, toLeadDetails } from './leadPayload.ts';
import { makeUnitTexts } from '../../bundles/units.ts';
import { createTestI18n } from '../../content/testing/contentKit.ts';
import { planData, planValidity } from './planFormat.ts';

const plan: HbbPlan = {
  productCode: 'HBB_PLUS',
  name: 'Home Plus',
  description: 'Home Internet 20 Mbps',
  amount: 85000,
  currency: 'TZS',
  data: '500',
  dataUnit: 'GB',
  validity: 30,
  validityUnit: 'Days',
};
const input: SubmitLeadInput = {
  details: {
    fullName: ' Asha Mushi ',
    contactNumber: '712000001',
    email: 'asha@example.co.tz',
    town: 'Dar es Salaam',
    installationAddress: 'Samora Avenue',
    landmark: '',
    consent: true,
  },
  plan,
  address: {
    lat: -6.816221,
    lng: 39.289413,
    formattedAddress: 'Samora Avenue, Dar es Salaam, Tanzania',
  },
  uniqueCode: 'UC-1',
  lineType: 'PREPAID',
};

/** The details of a form that left every field out: empty texts and no consent. */
const noDetails = {
  fullName: '',
  contactNumber: '',
  email: '',
  town: '',
  installationAddress: '',
  landmark: '',
  consent: false,
};

describe('lead payload', () => {
  // HBB-11
  it('carries every field of the lead payload, the town as city and no empty landmark', () => {
    expect(buildLeadPayload(input, true)).toEqual({
      fullName: 'Asha Mushi',
      contactNumber: '712000001',
      email: 'asha@example.co.tz',
      feasibility: true,
      address: {
        type: 'INSTALLATION',
        lat: -6.816221,
        lng: 39.289413,
        city: 'Dar es Salaam',
        street1: 'Samora Avenue',
        country: 'Tanzania',
      },
      plan: {
        code: 'HBB_PLUS',
        amount: 85000,
        currency: 'TZS',
        description: 'Home Internet 20 Mbps',
      },
      source: 'WEBPORTAL',
      uniqueCode: 'UC-1',
      lineType: 'PREPAID',
      consent: true,
    });
    expect(
      buildLeadPayload(
        { ...input, details: { ...input.details, landmark: 'Near the clock tower' } },
        false,
      ).address.landmark,
    ).toBe('Near the clock tower');
  });

  it('sends a tapped map point to 6 decimals, within the coordinates form’s 8', () => {
    const tapped = { lat: -6.816221234567891, lng: 39.28941349999999, formattedAddress: '' };
    expect(buildLeadPayload({ ...input, address: tapped }, true).address).toMatchObject({
      lat: -6.816221,
      lng: 39.289413,
    });
  });

  it('sends a field an editor added to the details form at the top level, never over its own', () => {
    const details = toLeadDetails({
      ...input.details,
      alternateNumber: '713000001',
      note: '',
    });
    expect(details.extra).toEqual({ alternateNumber: '713000001' });
    const payload = buildLeadPayload(
      { ...input, details: { ...details, extra: { ...details.extra, source: 'ELSEWHERE' } } },
      true,
    );
    expect(payload).toMatchObject({ alternateNumber: '713000001', source: 'WEBPORTAL' });
  });

  // HBB-13
  it('saves an HBB_LEADS payment of the plan that returns to /hbb-lead', () => {
    expect(
      buildLeadPaymentSession(
        plan,
        { contactNumber: '712000001', email: 'asha@example.co.tz' },
        'PREPAID',
      ),
    ).toMatchObject({
      msisdn: '712000001',
      amount: 85000,
      currency: 'TZS',
      transactionType: 'HBB_LEADS',
      rechargeType: 'HOME BROADBAND',
      redirectPage: '/hbb-lead',
      productCode: 'HBB_PLUS',
      emailId: 'asha@example.co.tz',
      bundleInfo: {
        description: 'Home Plus: Home Internet 20 Mbps',
        data: '500',
        dataUnit: 'GB',
        amount: 85000,
      },
    });
  });

  it('reads the form data as details, whatever the form left out', () => {
    expect(toLeadDetails({ fullName: 'Juma', consent: true })).toEqual({
      ...noDetails,
      fullName: 'Juma',
      consent: true,
    });
  });
});

describe('plan columns', () => {
  // The English defaults of the unit patterns (no package loaded).
  const units = makeUnitTexts((key, options) => createTestI18n().t(key, options));
  // HBB-2
  it('shows data and validity with their units, and Unlimited where the plan has no limit', () => {
    expect(planData(plan, 'Unlimited', units)).toBe('500 GB');
    expect(planValidity(plan, 'Unlimited', units)).toBe('30 Days');
    expect(planData({ ...plan, data: 'Unlimited', dataUnit: '' }, 'Bila kikomo', units)).toBe(
      'Bila kikomo',
    );
    expect(planValidity({ ...plan, validity: -1 }, 'Unlimited', units)).toBe('Unlimited');
  });
});

describe('device and page config', () => {
  it('accepts both CMS configs and rejects a device without a name or with non-text features', () => {
    expect(isHbbLeadConfig(enConfig)).toBe(true);
    expect(isHbbLeadConfig(swConfig)).toBe(true);
    expect(isHbbDevice({ name: '', features: [] })).toBe(false);
    expect(isHbbDevice({ name: 'Router', features: [1] })).toBe(false);
    expect(
      isHbbLeadConfig({ device: enConfig.device, redirectPage: 'https://elsewhere.example' }),
    ).toBe(false);
  });
});

describe('lead payload: defaults and what the form left out', () => {
  it('uses the map address when no installation address was typed, trims the texts and keeps a typed landmark', () => {
    const payload = buildLeadPayload(
      {
        ...input,
        details: {
          ...input.details,
          email: ' asha@example.co.tz ',
          installationAddress: '   ',
          landmark: ' Near the clock tower ',
        },
      },
      false,
    );
    expect(payload).toMatchObject({ email: 'asha@example.co.tz', feasibility: false });
    expect(payload.address).toMatchObject({
      street1: 'Samora Avenue, Dar es Salaam, Tanzania',
      landmark: 'Near the clock tower',
    });
  });

  it('saves a PREPAID payment without e-mail, data or plan name when the lead gave none', () => {
    const bare: HbbPlan = {
      productCode: 'HBB_BASIC',
      description: 'Home Internet 10 Mbps',
      amount: 50000,
      currency: 'TZS',
      validity: 30,
      validityUnit: 'Days',
    };
    const saved = buildLeadPaymentSession(bare, { contactNumber: '712000001', email: '' }, '');
    expect(saved).toEqual({
      msisdn: '712000001',
      amount: 50000,
      lineType: 'PREPAID',
      transactionType: 'HBB_LEADS',
      productCode: 'HBB_BASIC',
      description: 'Home Internet 10 Mbps',
      currency: 'TZS',
      redirectPage: '/hbb-lead',
      rechargeType: 'HOME BROADBAND',
      bundleInfo: {
        description: 'Home Internet 10 Mbps',
        data: '',
        dataUnit: '',
        amount: 50000,
        lineType: 'PREPAID',
      },
    });
    expect(
      buildLeadPaymentSession(plan, { contactNumber: '712000001', email: '' }, 'POSTPAID'),
    ).toMatchObject({
      lineType: 'POSTPAID',
      data: '500',
      dataUnit: 'GB',
      bundleInfo: { lineType: 'POSTPAID' },
    });
  });

  it('reads texts, numbers and ticks an editor added, never empty texts, lists or a consent that is not a tick', () => {
    const details = toLeadDetails({
      fullName: 42,
      consent: 'yes',
      floor: 3,
      gated: false,
      note: '',
      tags: ['a'],
      where: { x: 1 },
    });
    expect(details).toEqual({ ...noDetails, extra: { floor: 3, gated: false } });
  });
});

describe('lead details from the form', () => {
  it('reads each detail from its own field of the schema', () => {
    const typed = {
      fullName: 'Asha Mushi',
      contactNumber: '712000001',
      email: 'asha@example.co.tz',
      town: 'Arusha',
      installationAddress: 'Plot 12',
      landmark: 'Clock tower',
      consent: true,
    };
    // A copy goes in, so the details must be read out, not handed back.
    expect(toLeadDetails({ ...typed })).toEqual(typed);
  });
});
