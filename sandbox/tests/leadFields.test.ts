import { describe, expect, it } from 'vitest';
import { sandboxForFile } from './harness.ts';
import { portalLead, sampleLead } from './sampleLead.ts';

const h = sandboxForFile();

const lead = sampleLead;
const address = lead.address;

/** Submits `data`; `offContract` says why a lead the contract forbids is sent (to see the refusal). */
const submit = (data: unknown, offContract?: string) =>
  h.call('submitLead', { data, ...(offContract ? { offContract } : {}) });

describe('subscriber/v1/submit-lead checks the fields with the lead page’s CMS forms', () => {
  // HBB-15
  it('takes the lead the portal sends, an empty landmark left out included', async () => {
    for (const data of [lead, portalLead({ landmark: '' })]) {
      const answer = await submit(data);
      expect(answer.http).toBe(200);
      expect(answer.body.result).toMatchObject({ feasibility: true, city: 'Dar es Salaam' });
      expect((answer.body.result as { refLeadId: string }).refLeadId).toMatch(/^LEAD/);
    }
  });

  // get-form-schema's rules (errorMessage for a pattern), read where the lead carries each field.
  // A third column names why that lead breaks the contract (LeadPayload), sent as x-contract-off.
  it.each<[Record<string, unknown>, string, string?]>([
    [{ fullName: undefined }, 'fullName: is required', 'a lead without fullName'],
    [{ fullName: 'A1' }, 'fullName: must be at least 3 characters'],
    [{ fullName: 'Asha <script>' }, 'fullName: Please enter a valid name'],
    [{ fullName: 'A'.repeat(61) }, 'fullName: must be at most 60 characters'],
    [{ contactNumber: '71200000' }, 'contactNumber: Invalid Mobile No'],
    [
      { contactNumber: 712000001 },
      'contactNumber: must be of type string',
      'contactNumber as a JSON number',
    ],
    [{ email: 'asha@' }, 'email: Please enter valid email'],
    [{ consent: false }, 'consent: must be true'],
    [{ consent: undefined }, 'consent: is required', 'a lead without consent'],
    [{ isAdmin: true }, 'isAdmin: is not a field of get-form-schema'],
    [
      { address: { ...address, city: 'Nairobi' } },
      'address.city: must be one of Dar es Salaam, Arusha, Dodoma, Mwanza, Kigoma, Mtwara',
    ],
    [
      { address: { ...address, street1: 'Kwa' } },
      'address.street1: Please enter a valid installation address',
    ],
    [
      { address: { ...address, street1: '12345' } },
      'address.street1: Please enter a valid installation address',
    ],
    [
      { address: { ...address, landmark: '##' } },
      'address.landmark: Please enter a valid landmark',
    ],
    [
      { address: { ...address, lat: '-6.8' } },
      'address.lat: must be of type number',
      'address.lat as a string',
    ],
    [
      { address: { ...address, lng: 1234.5 } },
      'address.lng: must match ^-?\\d{1,3}(\\.\\d{1,8})?$',
      'address.lng beyond 180',
    ],
    [
      { address: { ...address, lat: undefined } },
      'address.lat: is required',
      'an address without lat',
    ],
    [
      { address: { ...address, floor: '3' } },
      'address.floor: is not a field of a lead',
      'an address with a field floor',
    ],
    [{ plan: undefined }, 'plan: is required', 'a lead without its plan'],
    [
      { plan: { code: 'HBB_BASIC', amount: '55000' } },
      'plan.amount: must be of type number',
      'plan.amount as a string',
    ],
    [{ feasibility: 'yes' }, 'feasibility: must be of type boolean', 'feasibility as a string'],
  ])('a lead with %o is refused with HTTP 400 "%s"', async (change, message, offContract) => {
    const answer = await submit({ ...lead, ...change }, offContract);
    expect(answer.http).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, status: 'failure', message });
  });

  // HBB-15
  it('names every problem at once: the portal’s own fields first, then the forms’', async () => {
    const answer = await submit(
      { ...lead, fullName: '', email: 'asha@', address: { ...address, city: undefined, lat: 'x' } },
      'an address without city and with lat a string',
    );
    expect(answer.body.message).toBe(
      'address.lat: must be of type number; fullName: is required; email: Please enter valid email; address.city: is required',
    );
  });

  it("still answers 'No Lead' without a lead id and Kigoma as not feasible", async () => {
    const noLead = await submit(portalLead({ fullName: 'No Lead' }));
    expect(noLead.body).toMatchObject({ status: 'success', result: { feasibility: true } });
    expect(noLead.body.result).not.toHaveProperty('refLeadId');
    const kigoma = await submit(portalLead({ town: 'Kigoma' }));
    expect(kigoma.body.result).toEqual({ feasibility: false, city: 'Kigoma' });
  });
});
