/**
 * Issue 13's probe "lead fields are not validated on the server", as a hostile tester sends it
 * over HTTP: each lead below was stored with a lead id by the old sandbox, which checked only that
 * fullName was not empty. Now every one is HTTP 400 naming the field, and no lead id is made.
 */
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../tests/harness.ts';
import { sampleLead } from '../tests/sampleLead.ts';

const h = sandboxForFile();

/** A lead the lead page could have sent: the base every probe breaks one way. */
const fair = sampleLead;

const probe = async (data: unknown) => {
  const answer = await h.call('submitLead', { data });
  expect(answer.body.result ?? {}).not.toHaveProperty('refLeadId');
  return [answer.http, answer.body.message];
};

describe('probe: lead fields are validated on the server with the lead form’s CMS package', () => {
  it('the fair lead is taken (so the refusals below are about the field)', async () => {
    const answer = await h.call('submitLead', { data: fair });
    expect((answer.body.result as { refLeadId?: string }).refLeadId).toMatch(/^LEAD/);
  });

  it('markup in fullName is refused', async () => {
    expect(await probe({ ...fair, fullName: '<img src=x onerror=alert(1)>' })).toEqual([
      400,
      'fullName: Please enter a valid name',
    ]);
  });

  it('a 50 000-character fullName (under the body limit) is refused', async () => {
    expect(await probe({ ...fair, fullName: 'A'.repeat(50_000) })).toEqual([
      400,
      'fullName: must be at most 60 characters',
    ]);
  });

  it('a lead of a fullName alone is refused, naming every missing field', async () => {
    expect(await probe({ fullName: 'Asha Juma' })).toEqual([
      400,
      'address: is required; plan: is required; contactNumber: is required; email: is required; ' +
        'address.city: is required; address.street1: is required; consent: is required; ' +
        'address.lat: is required; address.lng: is required',
    ]);
  });

  it('a lead without consent to the terms is refused', async () => {
    expect(await probe({ ...fair, consent: false })).toEqual([400, 'consent: must be true']);
  });

  it('a contact number of letters or of another country is refused', async () => {
    for (const contactNumber of ['abcdefghi', '+25471200'])
      expect(await probe({ ...fair, contactNumber })).toEqual([
        400,
        'contactNumber: Invalid Mobile No',
      ]);
  });

  it('an operator query object in place of a text field is refused', async () => {
    expect(await probe({ ...fair, email: { $ne: '' } })).toEqual([
      400,
      'email: must be of type string',
    ]);
  });

  it('a lead that brings its own status or id is refused', async () => {
    expect(await probe({ ...fair, leadStatus: 'PAID', refLeadId: 'LEAD1' })).toEqual([
      400,
      'leadStatus: is not a field of get-form-schema; refLeadId: is not a field of get-form-schema',
    ]);
  });

  it('coordinates that are not a place are refused', async () => {
    expect(await probe({ ...fair, address: { ...fair.address, lat: 1e300 } })).toEqual([
      400,
      'address.lat: must match ^-?\\d{1,3}(\\.\\d{1,8})?$',
    ]);
    expect(await probe({ ...fair, address: { ...fair.address, lng: 'Infinity' } })).toEqual([
      400,
      'address.lng: must be of type number',
    ]);
  });

  it('a town outside the town list is refused, not answered as a place without service', async () => {
    expect(
      await probe({ ...fair, address: { ...fair.address, city: "Dar es Salaam' OR 1=1" } }),
    ).toEqual([
      400,
      'address.city: must be one of Dar es Salaam, Arusha, Dodoma, Mwanza, Kigoma, Mtwara',
    ]);
  });
});
