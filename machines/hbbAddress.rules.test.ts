/**
 * Rules of the lead's installation address (machines/hbbAddress.machine.ts): the geocoding
 * fallback order of the spec (installation address plus town, then landmark plus town, then town
 * alone), then the map picker; a found or picked place must be confirmed before it is used.
 */
import { describe, expect, it } from 'vitest';
import { geocodeAddress, hbbAddressMachine, type AddressFields } from './hbbAddress.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const fields: AddressFields = {
  town: ' Dar es Salaam ',
  installationAddress: ' Plot 12 Mbezi Beach ',
  landmark: ' Near Shoppers Plaza ',
};

const place = { lat: -6.72, lng: 39.21, formattedAddress: 'Plot 12, Mbezi Beach, Dar es Salaam' };
const notFound = failOutcome('notFound');

function startAddress(input: AddressFields, ...answers: Answer[]) {
  return startScripted(hbbAddressMachine, input, { geocode: answers });
}

/** Lets each geocoding step answer in turn. */
async function settle() {
  for (let i = 0; i < 4; i++) await flush();
}

// HBB-5
describe('hbbAddress rules: what is sent to the geocoder', () => {
  it('address plus town, landmark plus town, then the town alone, each trimmed', () => {
    expect(geocodeAddress(fields, 'addressAndTown')).toBe('Plot 12 Mbezi Beach, Dar es Salaam');
    expect(geocodeAddress(fields, 'landmarkAndTown')).toBe('Near Shoppers Plaza, Dar es Salaam');
    expect(geocodeAddress(fields, 'town')).toBe('Dar es Salaam');
  });

  it('a step whose field is blank, or any step without a town, sends nothing', () => {
    const blank = { town: '  ', installationAddress: '  ', landmark: '' };
    expect(geocodeAddress({ ...fields, installationAddress: '  ' }, 'addressAndTown')).toBe('');
    expect(geocodeAddress({ ...fields, landmark: '' }, 'landmarkAndTown')).toBe('');
    expect(geocodeAddress({ ...fields, town: ' ' }, 'addressAndTown')).toBe('');
    expect(geocodeAddress({ ...fields, town: ' ' }, 'landmarkAndTown')).toBe('');
    expect(geocodeAddress(blank, 'town')).toBe('');
  });
});

// HBB-5, HBB-6
describe('hbbAddress rules: the fallback order and the confirmation', () => {
  it('a found address goes to the confirm dialog with that place; nothing else is asked', async () => {
    const run = startAddress(fields, okOutcome(place));
    await settle();
    expect(run.calls.geocode).toEqual([{ address: 'Plot 12 Mbezi Beach, Dar es Salaam' }]);
    expect(run.actor.getSnapshot().value).toBe('confirmAddress');
    expect(run.actor.getSnapshot().context.candidate).toEqual(place);
  });

  it('address not found: landmark plus town next; not found again: the town alone', async () => {
    const run = startAddress(fields, notFound, { reject: 'offline' }, okOutcome(place));
    await settle();
    expect(run.calls.geocode).toEqual([
      { address: 'Plot 12 Mbezi Beach, Dar es Salaam' },
      { address: 'Near Shoppers Plaza, Dar es Salaam' },
      { address: 'Dar es Salaam' },
    ]);
    expect(run.actor.getSnapshot().value).toBe('confirmAddress');
  });

  it('all three fail: the map picker shows, with no place yet', async () => {
    const run = startAddress(fields, notFound);
    await settle();
    expect(run.calls.geocode).toHaveLength(3);
    expect(run.actor.getSnapshot().value).toBe('mapPicker');
    expect(run.actor.getSnapshot().context.candidate).toBeNull();
  });

  it('a blank landmark is skipped: the town alone follows the address', async () => {
    const run = startAddress({ ...fields, landmark: ' ' }, notFound, okOutcome(place));
    await settle();
    expect(run.calls.geocode).toEqual([
      { address: 'Plot 12 Mbezi Beach, Dar es Salaam' },
      { address: 'Dar es Salaam' },
    ]);
  });

  it('no town: nothing is geocoded and the map picker shows', async () => {
    const run = startAddress({ ...fields, town: '' }, okOutcome(place));
    await settle();
    expect(run.calls.geocode).toEqual([]);
    expect(run.actor.getSnapshot().value).toBe('mapPicker');
  });

  it('a picked place is shown for confirmation; Continue confirms it and ends with it', async () => {
    const run = startAddress(fields, notFound);
    await settle();
    run.actor.send({ type: 'map.pick', lat: -6.8, lng: 39.28, address: 'Kariakoo' });
    expect(run.actor.getSnapshot().value).toBe('confirmAddress');
    run.actor.send({ type: 'address.confirm' });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toEqual({
      status: 'confirmed',
      address: { lat: -6.8, lng: 39.28, formattedAddress: 'Kariakoo' },
    });
  });

  it('a new pick in the confirm dialog replaces the place; Edit goes back to the map', async () => {
    const run = startAddress(fields, okOutcome(place));
    await settle();
    run.actor.send({ type: 'map.pick', lat: -6.8, lng: 39.28, address: 'Kariakoo' });
    expect(run.actor.getSnapshot().value).toBe('confirmAddress');
    expect(run.actor.getSnapshot().context.candidate).toEqual({
      lat: -6.8,
      lng: 39.28,
      formattedAddress: 'Kariakoo',
    });
    run.actor.send({ type: 'address.edit' });
    expect(run.actor.getSnapshot().value).toBe('mapPicker');
    expect(run.actor.getSnapshot().context.confirmed).toBe(false);
  });

  it('the map picker takes no confirmation before a place is picked', async () => {
    const run = startAddress(fields, notFound);
    await settle();
    run.actor.send({ type: 'address.confirm' });
    expect(run.actor.getSnapshot().value).toBe('mapPicker');
  });

  it('closing the dialog ends without an address, even with a place waiting', async () => {
    const run = startAddress(fields, okOutcome(place));
    await settle();
    run.actor.send({ type: 'modal.close' });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toEqual({ status: 'closed' });
  });
});
