import type { PortalConfig } from '../api/wire.ts';

/**
 * The portal config (resource/v1/config) the prerender draws the form pages with. It changes
 * nothing a person sees in a first step (labels, fields and buttons come from the CMS package);
 * the bounds only feed the live form's checks, and the live form reads the served config. The
 * values are the spec's published ones (REC-7 bounds), so a prerendered form is never drawn with
 * bounds that contradict each other (which the engine would refuse).
 */
export const BUILD_PORTAL_CONFIG: PortalConfig = {
  preMinAmnt: 500,
  preMaxAmnt: 1000000,
  postMinAmnt: 1000,
  postMaxAmnt: 5000000,
  // Switches that change nothing on a first step: off, or empty.
  'beta.amountToHigherValueFeature': false,
  postpaidHybridCheck: false,
  payStackConfig: '{}',
  enableAmPin: true,
  customerCareNumber: '',
  pinResetDial: '',
  paymentMaxTry: 10,
};
