import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton.tsx';

/** The landing placeholder of UI-1: a banner, a recharge-chips section and headings. */
export function HomeSkeleton() {
  const { t } = useTranslation('orp-translation');
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('home.loading', 'Loading the home page')}
      </p>
      <Skeleton height="10rem" />
      <div className="home-section">
        <Skeleton width="12rem" height="1.5rem" />
        <div className="inline-list" style={{ marginTop: 12 }}>
          {[7, 8, 6, 9, 5, 7].map((width, index) => (
            <Skeleton key={index} width={`${width}rem`} height="44px" radius="999px" />
          ))}
        </div>
      </div>
      <div className="home-section home-cards">
        {[0, 1, 2].map((index) => (
          <div key={index}>
            <Skeleton width="60%" height="1.5rem" />
            <Skeleton height="3rem" className="home-skeleton-text" />
          </div>
        ))}
      </div>
    </div>
  );
}
