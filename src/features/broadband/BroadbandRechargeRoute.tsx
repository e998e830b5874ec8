import { BroadbandRechargePage } from './BroadbandRechargePage.tsx';

/** /broadband-recharge: recharge of a router or MiFi line. */
export function Component() {
  return <BroadbandRechargePage />;
}

export default Component;
