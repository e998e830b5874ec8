import { useCallback, useRef, useState } from 'react';
import { getShops } from '../../api/content.api.ts';
import { i18nLanguage } from '../../content/language.ts';
import { useLanguage } from '../../content/useCmsPackage.ts';
import { SHOP_RADIUS_KM, type LatLng } from '../../maps/geo.ts';
import { rankShops, type NearbyShop } from './shops.ts';

/** Store locator states of MAP-4: loading, then results, or not found. */
export type ShopSearchState =
  | { status: 'idle' }
  | { status: 'loading'; origin: LatLng }
  | { status: 'results'; origin: LatLng; shops: NearbyShop[] }
  | { status: 'notFound'; origin: LatLng };

/** Shops within 100 km of a point; an error or an empty list is 'notFound'. A newer search wins. */
export function useShopSearch(initial: ShopSearchState = { status: 'idle' }) {
  const language = i18nLanguage(useLanguage());
  const [state, setState] = useState<ShopSearchState>(initial);
  const latest = useRef(0);

  const search = useCallback(
    (origin: LatLng) => {
      const ticket = ++latest.current;
      setState({ status: 'loading', origin });
      void getShops(origin.lat, origin.lng, language, SHOP_RADIUS_KM).then((outcome) => {
        if (ticket !== latest.current) return;
        const shops =
          outcome.ok && Array.isArray(outcome.result) ? rankShops(outcome.result, origin) : [];
        setState(
          shops.length ? { status: 'results', origin, shops } : { status: 'notFound', origin },
        );
      });
    },
    [language],
  );

  return { state, search };
}
