import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { isSitesPackage } from './coverage.ts';
import { CoverageMap } from './CoverageMap.tsx';
import './coverage.css';

/** /openNetworks: the network coverage map (decision: the spec does not name its route). */
export function Component() {
  const { t } = useTranslation('network-translation');
  const headingId = useId();
  const sites = useCmsPackage('fetch-sites-data-5g', isSitesPackage, { prefixed: false });
  return (
    <section
      className="page coverage"
      aria-labelledby={headingId}
      aria-busy={sites.status === 'loading'}
    >
      <h1 id={headingId}>{t('title', 'Network coverage')}</h1>
      <p>{t('intro', 'See where our 2G, 3G, 4G and 5G network reaches.')}</p>
      {sites.status === 'ready' ? <CoverageMap sites={sites.data.sites} /> : null}
      {sites.status === 'loading' ? (
        <div aria-hidden="true" className="page__stack">
          <Skeleton height="3rem" />
          <Skeleton height="18rem" />
        </div>
      ) : null}
      {sites.status === 'error' ? (
        <p role="alert">
          {t('error', 'The coverage map could not be loaded. Please try again later.')}
        </p>
      ) : null}
    </section>
  );
}

export default Component;
