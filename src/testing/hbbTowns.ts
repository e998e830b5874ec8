/**
 * The home-broadband towns as the sandbox lists them (../shared/sandbox-test-data.md), in its
 * order: stated once for every test of the town field (field list, searchable select, lead page).
 */
export const HBB_TOWNS = ['Dar es Salaam', 'Arusha', 'Dodoma', 'Mwanza', 'Kigoma', 'Mtwara'];
