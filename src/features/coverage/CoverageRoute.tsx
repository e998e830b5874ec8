import { useTranslation } from 'react-i18next';
import { COVERAGE_CONTENT } from '../../app/routeContent.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { isSitesPackage } from './coverage.ts';
import { CoverageMap } from './CoverageMap.tsx';
import './coverage.css';

/** /openNetworks: the network coverage map (decision: the spec does not name its route). */
export function Component() {
  const { t } = useTranslation('network-translation');
  const sites = useCmsPackage('fetch-sites-data-5g', isSitesPackage, { prefixed: false });
  return (
    <RoutePage className="coverage" content={COVERAGE_CONTENT} busy={sites.status === 'loading'}>
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
    </RoutePage>
  );
}

export default Component;
