/**
 * What the keyless map draws under the markers, since it has no tiles: a coarse outline of
 * Tanzania (hand-simplified from the borders and the coast, a few km off at best; enough to see
 * where a pin is) and the towns of the home-broadband town list with their public centres.
 */
import type { LatLng } from './geo.ts';

/** A named town centre. */
export interface Town extends LatLng {
  name: string;
}

/**
 * The towns of the portal's town list (sandbox-test-data.md, "Home broadband"), with their
 * coordinates: the map labels them, and a pin is named after the nearest one.
 */
export const TOWNS: readonly Town[] = [
  { name: 'Dar es Salaam', lat: -6.81281, lng: 39.273933 },
  { name: 'Arusha', lat: -3.386925, lng: 36.682995 },
  { name: 'Dodoma', lat: -6.162959, lng: 35.751607 },
  { name: 'Mwanza', lat: -2.516424, lng: 32.917513 },
  { name: 'Kigoma', lat: -4.877242, lng: 29.626635 },
  { name: 'Mtwara', lat: -10.266667, lng: 40.183333 },
];

const ring = (points: readonly (readonly [lat: number, lng: number])[]): LatLng[] =>
  points.map(([lat, lng]) => ({ lat, lng }));

/** Mainland Tanzania, clockwise from the Kenyan border on the coast; lakes follow the border. */
const MAINLAND = ring([
  [-4.68, 39.2], // Kenyan border at the coast
  [-3.6, 37.72], // Lake Jipe
  [-3.05, 37.6], // north of Kilimanjaro
  [-1.0, 34.05], // Kenya-Uganda-Tanzania in Lake Victoria
  [-1.0, 30.75], // along 1°S to the Kagera
  [-1.06, 30.47], // Rwanda
  [-1.65, 30.8],
  [-2.35, 30.85],
  [-2.4, 30.55], // Burundi
  [-2.9, 30.75],
  [-3.4, 30.85],
  [-4.25, 30.15],
  [-4.45, 29.4], // Lake Tanganyika
  [-5.5, 29.55],
  [-6.5, 29.9],
  [-7.4, 30.35],
  [-8.25, 30.7], // Zambia
  [-8.6, 31.3],
  [-9.05, 32.4],
  [-9.4, 32.95], // Malawi
  [-9.69, 33.95], // Lake Nyasa
  [-10.2, 34.55],
  [-11.0, 34.65],
  [-11.57, 34.96], // Mozambique, along the Ruvuma
  [-11.45, 35.8],
  [-11.7, 36.4],
  [-11.4, 37.5],
  [-11.55, 38.3],
  [-11.2, 38.9],
  [-10.8, 39.9],
  [-10.47, 40.44], // the coast, northwards
  [-10.27, 40.2], // Mtwara
  [-9.95, 39.75], // Lindi
  [-8.93, 39.51], // Kilwa
  [-8.3, 39.35],
  [-7.85, 39.45], // Rufiji delta
  [-7.2, 39.4],
  [-6.82, 39.3], // Dar es Salaam
  [-6.44, 38.92], // Bagamoyo
  [-5.95, 38.8],
  [-5.43, 39.0], // Pangani
  [-5.07, 39.12], // Tanga
]);

/** Unguja (Zanzibar island). */
const UNGUJA = ring([
  [-5.72, 39.3],
  [-6.05, 39.2],
  [-6.45, 39.48],
  [-6.2, 39.58],
  [-5.88, 39.38],
]);

/** Pemba. */
const PEMBA = ring([
  [-4.9, 39.7],
  [-5.45, 39.62],
  [-5.4, 39.82],
  [-4.95, 39.85],
]);

/** The land of Tanzania as closed rings (mainland, Unguja, Pemba). */
export const TANZANIA_OUTLINE: readonly (readonly LatLng[])[] = [MAINLAND, UNGUJA, PEMBA];
