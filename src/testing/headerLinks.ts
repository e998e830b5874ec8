/**
 * The header's links as website-headers-config publishes them (English), in order: stated once
 * for every test that checks the header, whether prerendered, rendered or in the browser.
 */
export const HEADER_LINKS = [
  'Home',
  'Recharge',
  'Pay bill',
  'Data bundles',
  'Fixed internet',
  'Home broadband',
  'Help',
  'Find a store',
];
