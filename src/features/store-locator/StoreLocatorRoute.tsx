import { StoreLocator } from './StoreLocator.tsx';

/** /storeLocator, /store-locator, /store_finder/{brand}_shop and /store_finder/dealers. */
export function Component() {
  return <StoreLocator />;
}

export default Component;
