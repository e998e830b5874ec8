/**
 * The installation address's rules, written from the spec alone (its literal wording, none of the
 * machine's constants): what must hold after any path of geocoder answers and choices.
 * - HBB-5: geocoding tries the installation address plus the town, then the landmark plus the
 *   town, then the town alone; a try whose field is blank is not made (nothing to look up), and
 *   without a town none is. A miss ('notFound', any failure) goes on to the next try; when every
 *   try has missed (three with every field filled) the map picker shows.
 * - HBB-6: a found or picked place is shown in the confirm-or-edit dialog ('Is this your
 *   installation address?'); it is used only once confirmed; Edit goes back to the map picker
 *   ('Confirm installation address', Continue), where a new pick replaces the place.
 * - Closing the dialog ends without an address, whatever waits in it.
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase = 'locating' | 'picking' | 'confirming' | 'confirmed' | 'closed';

interface Place {
  lat: number;
  lng: number;
  formattedAddress: string;
}

export interface HbbAddressTruth {
  phase: Phase;
  /** Geocoder tries not yet answered, in the spec's order (HBB-5). */
  triesLeft: number;
  /** The place in the confirm dialog (HBB-6). */
  place: Place | null;
}

interface Fields {
  town: string;
  installationAddress: string;
  landmark: string;
}

const filled = (text: string) => text.trim() !== '';

/** HBB-5: address plus town, landmark plus town, town alone; each needs its fields filled. */
function tries({ town, installationAddress, landmark }: Fields): number {
  if (!filled(town)) return 0;
  return [installationAddress, landmark, town].filter(filled).length;
}

/** One geocoder try missed: the next one, or the map picker once all have missed (HBB-5). */
function missed(truth: HbbAddressTruth): HbbAddressTruth {
  const triesLeft = truth.triesLeft - 1;
  return { ...truth, triesLeft, phase: triesLeft > 0 ? 'locating' : 'picking' };
}

function step(truth: HbbAddressTruth, event: EventObject): HbbAddressTruth {
  if (truth.phase === 'confirmed' || truth.phase === 'closed') return truth;
  const e = event as EventObject & Record<string, unknown>;
  switch (event.type) {
    case 'xstate.done.actor.geocode': {
      if (truth.phase !== 'locating') return truth;
      const answer = e.output as { ok: boolean; result?: Place };
      return answer.ok && answer.result
        ? { ...truth, phase: 'confirming', place: answer.result }
        : missed(truth);
    }
    case 'xstate.error.actor.geocode':
      return truth.phase === 'locating' ? missed(truth) : truth;
    case 'map.pick': {
      // A pick shows the picked point named by the picker; in the confirm dialog it replaces it.
      const picked = { lat: e.lat, lng: e.lng, formattedAddress: e.address } as Place;
      return truth.phase === 'picking' || truth.phase === 'confirming'
        ? { ...truth, phase: 'confirming', place: picked }
        : truth;
    }
    case 'address.edit':
      return truth.phase === 'confirming' ? { ...truth, phase: 'picking' } : truth;
    case 'address.confirm':
      return truth.phase === 'confirming' ? { ...truth, phase: 'confirmed' } : truth;
    case 'modal.close':
      return { ...truth, phase: 'closed' };
    default:
      return truth;
  }
}

function expect(truth: HbbAddressTruth): Expected {
  switch (truth.phase) {
    case 'confirmed':
      return { tags: [], done: true, output: { status: 'confirmed', address: truth.place } };
    case 'closed':
      return { tags: [], done: true, output: { status: 'closed' } };
    case 'confirming':
      // The dialog shows this place: its address, its pin and its latitude and longitude.
      return { tags: ['confirming'], done: false, context: { candidate: truth.place } };
    case 'picking':
      return { tags: ['picking'], done: false };
    default:
      return { tags: ['locating'], done: false };
  }
}

export const hbbAddressOracle: Oracle<HbbAddressTruth> = {
  start: (input) => {
    const triesLeft = tries(input as Fields);
    return { phase: triesLeft > 0 ? 'locating' : 'picking', triesLeft, place: null };
  },
  step,
  expect,
};
