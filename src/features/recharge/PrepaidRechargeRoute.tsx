import { RechargePage } from './RechargePage.tsx';

/** /prepaid-recharge: airtime recharge and bundle purchase for a prepaid line. */
export function Component() {
  return <RechargePage kind="prepaid" />;
}

export default Component;
