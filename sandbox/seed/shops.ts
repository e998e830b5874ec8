/** Twiga shops in Dar es Salaam, Arusha and Dodoma ('Name - suffix' as the operator writes them). */
export interface Shop {
  shop: string;
  title: string;
  location: { latitue: number; longitude: number }; // [sic] operator's spelling
  phyLocation: string;
  phNumber?: string;
}

const s = (
  shop: string,
  lat: number,
  lng: number,
  phyLocation: string,
  phNumber?: string,
): Shop => ({
  shop,
  title: shop.split('-')[0]?.trim() ?? shop,
  location: { latitue: lat, longitude: lng },
  phyLocation,
  ...(phNumber ? { phNumber } : {}),
});

export const shops: Shop[] = [
  s(
    'Twiga Shop Samora - Flagship',
    -6.816221,
    39.289413,
    'Samora Avenue, City Centre, Dar es Salaam',
    '+255 712 100 001',
  ),
  s(
    'Twiga Shop Kariakoo - Retail',
    -6.819592,
    39.272385,
    'Msimbazi Street, Kariakoo, Dar es Salaam',
    '+255 712 100 002',
  ),
  s(
    'Twiga Shop Mlimani City - Mall',
    -6.773056,
    39.220833,
    'Mlimani City Mall, Sam Nujoma Road, Dar es Salaam',
    '+255 712 100 003',
  ),
  s(
    'Twiga Shop Mikocheni - Retail',
    -6.760987,
    39.246128,
    'Old Bagamoyo Road, Mikocheni, Dar es Salaam',
  ),
  s(
    'Twiga Shop Kinondoni - Express',
    -6.778204,
    39.254395,
    'Kawawa Road, Kinondoni, Dar es Salaam',
    '+255 712 100 005',
  ),
  s(
    'Twiga Shop Mbagala - Retail',
    -6.904617,
    39.266857,
    'Kilwa Road, Mbagala, Dar es Salaam',
    '+255 712 100 006',
  ),
  s('Twiga Shop Ubungo - Express', -6.788611, 39.208333, 'Morogoro Road, Ubungo, Dar es Salaam'),
  s(
    'Twiga Shop Arusha Clock Tower - Flagship',
    -3.372222,
    36.694444,
    'Boma Road, Clock Tower, Arusha',
    '+255 712 200 001',
  ),
  s(
    'Twiga Shop Njiro - Retail',
    -3.404722,
    36.705833,
    'Njiro Road, Njiro, Arusha',
    '+255 712 200 002',
  ),
  s('Twiga Shop Sakina - Express', -3.360833, 36.655278, 'Nairobi Road, Sakina, Arusha'),
  s(
    'Twiga Shop Dodoma Jamhuri - Flagship',
    -6.173056,
    35.741944,
    'Jamhuri Street, Dodoma',
    '+255 712 300 001',
  ),
  s('Twiga Shop Area D - Retail', -6.185833, 35.760556, 'Area D, Dodoma', '+255 712 300 002'),
];

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
