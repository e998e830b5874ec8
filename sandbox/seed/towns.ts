/** Home-broadband towns, their feasibility and the geocoder's coordinates. */
import type { Town } from '../../src/api/wire.ts';

export interface Place {
  address: string;
  lat: number;
  lng: number;
  formattedAddress: string;
}

export const towns: (Town & { lat: number; lng: number })[] = [
  { cityName: 'Dar es Salaam', hbbLeadFeasibility: true, lat: -6.81281, lng: 39.273933 },
  { cityName: 'Arusha', hbbLeadFeasibility: true, lat: -3.386925, lng: 36.682995 },
  { cityName: 'Dodoma', hbbLeadFeasibility: true, lat: -6.162959, lng: 35.751607 },
  { cityName: 'Mwanza', hbbLeadFeasibility: true, lat: -2.516424, lng: 32.917513 },
  { cityName: 'Kigoma', hbbLeadFeasibility: false, lat: -4.877242, lng: 29.626635 },
  { cityName: 'Mtwara', hbbLeadFeasibility: false, lat: -10.266667, lng: 40.183333 },
];

/** Every address the sandbox geocoder knows: each town, and one street address. */
export const places: Place[] = [
  ...towns.map(({ cityName, lat, lng }) => ({
    address: cityName,
    lat,
    lng,
    formattedAddress: `${cityName}, Tanzania`,
  })),
  {
    address: 'Samora Avenue, Dar es Salaam',
    lat: -6.816221,
    lng: 39.289413,
    formattedAddress: 'Samora Avenue, Dar es Salaam, Tanzania',
  },
];

export function findTown(name: string): (Town & { lat: number; lng: number }) | undefined {
  const key = name.trim().toLowerCase();
  return towns.find((town) => town.cityName.toLowerCase() === key);
}
