import { FixedInternetPage } from './FixedInternetPage.tsx';

/** /orp/fixed-internet: fixed-internet (enterprise account) invoice payment. */
export function Component() {
  return <FixedInternetPage />;
}

export default Component;
