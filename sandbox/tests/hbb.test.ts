import { describe, expect, it } from 'vitest';
import type { Town } from '../../src/api/wire.ts';
import { places, towns as seedTowns } from '../seed/towns.ts';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();

const lead = (city: string, fullName = 'Asha Juma') => ({
  fullName,
  contactNumber: '712000001',
  email: 'asha@example.co.tz',
  feasibility: true,
  address: {
    type: 'INSTALLATION',
    landmark: 'Near the market',
    lat: -6.8,
    lng: 39.27,
    city,
    street1: 'Samora Avenue',
    country: 'TZ',
  },
  plan: { code: 'HBB_BASIC', amount: 55000, currency: 'TZS', description: 'Home Internet 10 Mbps' },
  source: 'WEBPORTAL',
  uniqueCode: 'x',
  lineType: 'PREPAID',
  consent: true,
});

describe('home broadband', () => {
  // HBB-12
  it('lists the towns with their feasibility', async () => {
    const towns = ((await h.call('towns')).body.result as { data: Town[] }).data;
    // The seed's towns as they are, without the geocoder's coordinates.
    expect(towns).toEqual(
      seedTowns.map(({ cityName, hbbLeadFeasibility }) => ({ cityName, hbbLeadFeasibility })),
    );
    const named = (feasible: boolean) =>
      towns.filter((town) => town.hbbLeadFeasibility === feasible).map((town) => town.cityName);
    expect(named(true).join(', ')).toBe('Dar es Salaam, Arusha, Dodoma, Mwanza');
    expect(named(false).join(', ')).toBe('Kigoma, Mtwara');
  });

  it.each(['Dar es Salaam', 'Arusha', 'Dodoma', 'Mwanza'])(
    'a lead in %s gets a refLeadId that can be tracked',
    async (city) => {
      const result = (await h.call('submitLead', { data: lead(city) })).body.result as {
        refLeadId: string;
        feasibility: boolean;
      };
      expect(result.feasibility).toBe(true);
      expect(result.refLeadId).toMatch(/^LEAD/);
      const tracked = await h.call('trackLead', {
        data: { refLeadId: result.refLeadId, contactNumber: '712000001' },
      });
      expect(tracked.body.result).toMatchObject({
        refLeadId: result.refLeadId,
        leadStatus: 'SUBMITTED',
        city,
        planDescription: 'Home Internet 10 Mbps',
      });
    },
  );

  // HBB-14
  it("tracking needs the lead's own contact number; anything else is 404 'No Data found'", async () => {
    const { refLeadId } = (await h.call('submitLead', { data: lead('Dodoma') })).body.result as {
      refLeadId: string;
    };
    const track = async (data: Record<string, string>) =>
      (await h.call('trackLead', { data })).body;
    // Typed in lower case or with +255, it is the same lead.
    expect(
      await track({ refLeadId: refLeadId.toLowerCase(), contactNumber: '+255712000001' }),
    ).toMatchObject({ status: 'success', result: { refLeadId } });
    for (const data of [
      { refLeadId, contactNumber: '712000002' },
      { refLeadId: 'LEAD000000000000', contactNumber: '712000001' },
    ]) {
      expect(await track(data)).toMatchObject({ statusCode: '404', message: 'No Data found' });
    }
    const withoutNumber = await h.call('trackLead', {
      data: { refLeadId },
      offContract: 'a tracking without its contact number',
    });
    expect(withoutNumber.body).toMatchObject({ statusCode: '400' });
  });

  it('a paid lead payment (lead id as accountId) shows on the transaction and on tracking', async () => {
    const { refLeadId } = (await h.call('submitLead', { data: lead('Arusha') })).body.result as {
      refLeadId: string;
    };
    const init = await h.call('initiate', {
      data: {
        amount: 55000,
        countryCode: '255',
        currencyCode: 'TZS',
        mobileNumber: '712000001',
        paymentMobile: '0712000001',
        paymentMode: 'MPESA',
        transactionType: 'HBB_LEADS',
        accountId: refLeadId,
      },
    });
    const { transactionId } = init.body.result as { transactionId: string };
    await h.call('process', {
      data: {
        transactionId,
        isSubscriberRequest: true,
        paymentMode: 'MPESA',
        proccessFlag: true,
        paymentMobile: '0712000001',
      },
    });
    expect((await h.call('status', { query: { tid: transactionId } })).body.result).toMatchObject({
      transactionStatus: 'SUCCESS',
      metaInfo: { leadId: refLeadId },
    });
    const tracked = await h.call('trackLead', {
      data: { refLeadId, contactNumber: '712000001' },
    });
    expect(tracked.body.result).toMatchObject({ leadStatus: 'PAID' });
  });

  // HBB-12
  it.each(['Kigoma', 'Mtwara'])('a lead in %s is not feasible', async (city) => {
    const answer = await h.call('submitLead', { data: lead(city) });
    expect(answer.body.result).toEqual({ feasibility: false, city });
  });

  it("fullName 'No Lead' is feasible but gets no refLeadId", async () => {
    const answer = await h.call('submitLead', { data: lead('Arusha', 'No Lead') });
    expect(answer.body.status).toBe('success');
    expect(answer.body.result).not.toHaveProperty('refLeadId');
  });

  // HBB-7
  it('sends the home-broadband OTP (refId) and 502 for 712000006', async () => {
    const sendOtp = (msisdn: string) =>
      h.call('sendOtpHbb', {
        data: {
          email: 'a@b.co',
          customerDetails: { fullName: 'A' },
          requestType: 'HBB_LEADS',
          msisdn,
        },
      });
    expect((await sendOtp('712000001')).body.result).toHaveProperty('refId');
    expect((await sendOtp('712000006')).http).toBe(502);
  });
});

describe('geocoding (maps/geocode)', () => {
  /** The places found for `address`; `offContract` says why a query the contract forbids is sent. */
  const geocode = async (address: string, offContract?: string) =>
    (
      (await (
        await h.raw(`/maps/geocode?address=${encodeURIComponent(address)}`, {
          headers: offContract ? { [CONTRACT_OFF_HEADER]: offContract } : {},
        })
      ).json()) as {
        results: { lat: number; lng: number; formattedAddress: string }[];
      }
    ).results;

  // Every address of the seed: each town, and Samora Avenue, Dar es Salaam.
  it.each(places.map((place) => place.address))('knows %s', async (address) => {
    const [first] = await geocode(address);
    expect(first?.formattedAddress).toContain(address);
    expect(typeof first?.lat).toBe('number');
  });

  // HBB-5
  it('finds nothing for anything else, so the fallback order runs', async () => {
    expect(await geocode('Plot 12, Mikocheni B, Dar es Salaam')).toEqual([]);
    // The portal never asks for an empty address (serviceGeocoder answers [] itself).
    expect(await geocode('', 'an empty address')).toEqual([]);
  });
});
