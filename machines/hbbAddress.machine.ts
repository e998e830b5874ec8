import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from './outcome.ts';
import { notProvided } from './shared.ts';

/** A geocoded or map-picked place. */
export interface LeadAddress {
  lat: number;
  lng: number;
  formattedAddress: string;
}

/** The address fields of the lead form. */
export interface AddressFields {
  town: string;
  installationAddress: string;
  landmark: string;
}

/** The geocoder queries of HBB-5, in fallback order. */
export type GeocodeQuery = 'addressAndTown' | 'landmarkAndTown' | 'town';

/** Final output handed to the parent through `xstate.done.actor.hbbAddress`. */
export type HbbAddressOutput = { status: 'confirmed'; address: LeadAddress } | { status: 'closed' };

interface HbbAddressContext {
  fields: AddressFields;
  /** The place found or picked, waiting for the person's confirmation. */
  candidate: LeadAddress | null;
  confirmed: boolean;
}

/** The text sent to the geocoder for one step of the fallback ('' when that field is empty). */
export function geocodeAddress(fields: AddressFields, query: GeocodeQuery): string {
  const town = fields.town.trim();
  const part =
    query === 'addressAndTown'
      ? fields.installationAddress.trim()
      : query === 'landmarkAndTown'
        ? fields.landmark.trim()
        : town;
  if (!part || !town) return '';
  return query === 'town' ? town : `${part}, ${town}`;
}

/**
 * What holds in each state of the installation address, declared on the states as xstate tags: the
 * screen (src/features/hbb-lead/AddressModal.tsx) reads them, and the model's oracle
 * (tests/model/hbbAddress.oracle.ts) checks them at every step.
 * - `locating`: a geocoding step runs ('Confirm installation address' with 'Finding your address…')
 * - `picking`: nothing was found, the map picker shows with its Continue (HBB-5)
 * - `confirming`: the confirm-or-edit dialog with the place found or picked (HBB-6)
 */
export type HbbAddressTag = 'locating' | 'picking' | 'confirming';

const hbbAddressSetup = setup({
  types: {
    context: {} as HbbAddressContext,
    tags: {} as HbbAddressTag,
    input: {} as AddressFields,
    output: {} as HbbAddressOutput,
    events: {} as
      | { type: 'map.pick'; lat: number; lng: number; address: string }
      | { type: 'address.confirm' }
      | { type: 'address.edit' }
      | { type: 'modal.close' },
  },
  actors: {
    /** One geocoder look-up; no hit resolves `{ ok: false, code: 'notFound' }`. */
    geocode: fromPromise<Outcome<LeadAddress>, { address: string }>(async () =>
      notProvided('geocode'),
    ),
  },
  guards: {
    isOk: (_, outcome: Outcome<unknown>) => outcome.ok,
    noQuery: ({ context }, query: GeocodeQuery) => geocodeAddress(context.fields, query) === '',
  },
  actions: {
    setCandidate: assign({ candidate: (_, place: LeadAddress | null) => place }),
  },
});

/**
 * One geocoding attempt: skipped when its field is empty; a hit goes to the confirm dialog, a miss
 * ('notFound', any failure) to the next attempt. The invoke id stays `geocode` on every step.
 */
function geocodeStep(query: GeocodeQuery, next: string) {
  return hbbAddressSetup.createStateConfig({
    tags: 'locating',
    always: { guard: { type: 'noQuery', params: query }, target: next },
    invoke: {
      id: 'geocode',
      src: 'geocode',
      input: ({ context }) => ({ address: geocodeAddress(context.fields, query) }),
      onDone: [
        {
          guard: { type: 'isOk', params: ({ event }) => event.output },
          target: 'confirmAddress',
          actions: {
            type: 'setCandidate',
            params: ({ event }) => (event.output.ok ? event.output.result : null),
          },
        },
        { target: next },
      ],
      onError: { target: next },
    },
  });
}

const pickOnMap = {
  type: 'setCandidate',
  params: ({ event }: { event: { lat?: number; lng?: number; address?: string } }) => ({
    lat: event.lat ?? 0,
    lng: event.lng ?? 0,
    formattedAddress: event.address ?? '',
  }),
} as const;

/**
 * The installation address of a lead: geocoding in the fallback order of HBB-5
 * (installation address + town, landmark + town, town), then the map picker; the person must
 * confirm the place ('Confirm installation address') before it is used. Ends `confirmed` or `closed`.
 */
export const hbbAddressMachine = hbbAddressSetup.createMachine({
  id: 'hbbAddress',
  context: ({ input }) => ({ fields: input, candidate: null, confirmed: false }),
  initial: 'byAddress',
  on: { 'modal.close': '.closed' },
  states: {
    byAddress: geocodeStep('addressAndTown', 'byLandmark'),
    byLandmark: geocodeStep('landmarkAndTown', 'byTown'),
    byTown: geocodeStep('town', 'mapPicker'),
    /** Nothing found: the person picks the place on the map. */
    mapPicker: {
      tags: 'picking',
      on: { 'map.pick': { target: 'confirmAddress', actions: pickOnMap } },
    },
    /** The pin and its address: Continue confirms, Edit goes back to the map, a new pick replaces it. */
    confirmAddress: {
      tags: 'confirming',
      on: {
        'map.pick': { actions: pickOnMap },
        'address.edit': 'mapPicker',
        'address.confirm': { target: 'confirmed', actions: assign({ confirmed: true }) },
      },
    },
    confirmed: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) =>
    context.confirmed && context.candidate
      ? { status: 'confirmed', address: context.candidate }
      : { status: 'closed' },
});
