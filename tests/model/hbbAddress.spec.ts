/**
 * The installation address's model: the geocoder's answers and what a person does in the map
 * picker and the confirm dialog, with every field filled and with one field blank. Shared by the
 * model test (tests/model/hbbAddress.model.test.ts), the fast oracle replay
 * (machines/hbbAddress.oracle.test.ts) and the dialog's state test
 * (src/features/hbb-lead/AddressModal.states.test.tsx).
 */
import { hbbAddressMachine } from '../../machines/hbbAddress.machine.ts';
import { hbbAddressOracle } from './hbbAddress.oracle.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { fail, ok, rejected } from './outcomes.ts';

const everyField = {
  town: 'Dar es Salaam',
  installationAddress: 'Plot 12 Mbezi Beach',
  landmark: 'Near Shoppers Plaza',
};

export const hbbAddressSpec = {
  name: 'hbbAddress',
  machine: hbbAddressMachine,
  input: everyField,
  // HBB-5: three tries; a blank landmark or address leaves two; no town, none (the map at once).
  inputs: [
    everyField,
    { ...everyField, landmark: ' ' },
    { ...everyField, installationAddress: '' },
    { ...everyField, town: '  ' },
  ],
  events: [
    { type: 'map.pick', lat: -6.8, lng: 39.28, address: 'Kariakoo' },
    { type: 'map.pick', lat: -3.386925, lng: 36.682995, address: 'Arusha' },
    { type: 'address.confirm' },
    { type: 'address.edit' },
    { type: 'modal.close' },
  ],
  outcomes: {
    geocode: [
      ok({ lat: -6.72, lng: 39.21, formattedAddress: 'Plot 12, Mbezi Beach, Dar es Salaam' }),
      fail('notFound'),
      rejected,
    ],
  },
  oracle: hbbAddressOracle,
} satisfies ModelSpec;

/** Address states as the dialogs tell them apart: leaves, and the place shown for confirmation. */
export const hbbAddressStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { candidate } = snapshot.context as { candidate: { formattedAddress: string } | null };
  const leaves = leafStates(snapshot);
  return leaves === 'confirmAddress' && candidate
    ? `${leaves}, place ${candidate.formattedAddress}`
    : leaves;
};

/**
 * HBB-5, HBB-6: the states the spec must reach (the three geocoder tries, the map picker, the place
 * found or picked to confirm, both ends), for the oracle's check and the screen's state test alike.
 */
export const hbbAddressReached = [
  'byAddress',
  'byLandmark',
  'byTown',
  'mapPicker',
  'confirmAddress, place Plot 12, Mbezi Beach, Dar es Salaam',
  'confirmAddress, place Kariakoo',
  'confirmed',
  'closed',
];
