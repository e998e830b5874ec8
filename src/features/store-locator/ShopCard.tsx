import { useTranslation } from 'react-i18next';
import { formatKm, telHref, type NearbyShop } from './shops.ts';

/** Props of {@link ShopCard}. */
export interface ShopCardProps {
  shop: NearbyShop;
  selected: boolean;
  /** The card was pointed at or focused (id) or left (null). */
  onSelect: (id: string | null) => void;
}

/** One nearby shop: rank, name, distance in Km, address and phone; pointing at it marks its pin. */
export function ShopCard({ shop, selected, onSelect }: ShopCardProps) {
  const { t } = useTranslation('storeLocator-translation');
  return (
    <li
      className={['card shop-card', selected ? 'shop-card--selected' : ''].join(' ')}
      onMouseEnter={() => onSelect(shop.id)}
      onMouseLeave={() => onSelect(null)}
      onFocus={() => onSelect(shop.id)}
    >
      <span className="shop-card__rank" aria-hidden="true">
        {shop.rank}
      </span>
      <div className="shop-card__body">
        <h3 className="shop-card__name">
          <span className="visually-hidden">{shop.rank}. </span>
          {shop.name}
        </h3>
        <p className="shop-card__distance">
          {t('distance', '{{km}} Km', { km: formatKm(shop.distanceKm) })}
        </p>
        {shop.address ? <p className="shop-card__address">{shop.address}</p> : null}
        {shop.phone ? (
          <p className="shop-card__phone">
            <a href={telHref(shop.phone)}>{shop.phone}</a>
          </p>
        ) : null}
        <button
          type="button"
          className="quiet-button shop-card__show"
          aria-pressed={selected}
          onClick={() => onSelect(shop.id)}
        >
          {t('showOnMap', 'Show on map')}
          <span className="visually-hidden">: {shop.name}</span>
        </button>
      </div>
    </li>
  );
}
