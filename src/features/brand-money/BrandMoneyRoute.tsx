import { BrandMoneyPage } from './BrandMoneyPage.tsx';

/** /more-{brand}-money: the operator's mobile-money loans page. */
export function Component() {
  return <BrandMoneyPage />;
}

export default Component;
