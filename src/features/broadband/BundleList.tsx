import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bundle } from '../../api/wire.ts';
import { useLanguage } from '../../content/useCmsPackage.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { formatMoney } from '../../ui/formatMoney.ts';
import { groupBundles, isUnlimited } from './bundles.ts';
import type { BundlesState } from './useBroadbandBundles.ts';

const NS = 'broadband-translation';

/** Props of {@link BundleList}. */
export interface BundleListProps {
  state: BundlesState;
  /** True until the number is confirmed. */
  disabled: boolean;
  onSelect: (bundle: Bundle) => void;
}

/** The router bundles of the line: period-type groups as headings, each bundle a button. */
export function BundleList(props: BundleListProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <section className="bb-bundles" aria-labelledby={titleId} aria-busy={props.state.status === 'loading'}>
      <h2 id={titleId}>{t('bundles.title', 'Data bundles')}</h2>
      <Body {...props} />
    </section>
  );
}

function Body({ state, disabled, onSelect }: BundleListProps) {
  const { t } = useTranslation(NS);
  switch (state.status) {
    case 'idle':
      return <p className="broadband__note">{t('bundles.hint', 'Enter the number of your router or MiFi to see its data bundles.')}</p>;
    case 'loading':
      return (
        <div className="bb-bundles__loading">
          <p className="visually-hidden" role="status">
            {t('bundles.loading', 'Loading bundles…')}
          </p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="4.5rem" radius="0.5rem" />
          ))}
        </div>
      );
    case 'error':
      return <p className="broadband__note">{t('bundles.unavailable', 'Bundles could not be loaded.')}</p>;
    case 'ready':
      if (state.bundles.length === 0) return <p className="broadband__note">{t('bundles.empty', 'No Data found')}</p>;
      return (
        <>
          {groupBundles(state.bundles).map((group) => (
            <div key={group.periodType} className="bb-bundle-group">
              <h3>{t(`periods.${group.periodType}`, group.periodType)}</h3>
              <ul className="bb-bundle-group__list">
                {group.bundles.map((bundle) => (
                  <li key={bundle.productCode}>
                    <BundleCard bundle={bundle} disabled={disabled} onSelect={onSelect} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      );
  }
}

function BundleCard({ bundle, disabled, onSelect }: { bundle: Bundle; disabled: boolean; onSelect: (bundle: Bundle) => void }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const unlimited = t('bundles.unlimited', 'Unlimited');
  const data = /^unlimited$/i.test(bundle.data) ? unlimited : [bundle.data, bundle.dataUnit].filter(Boolean).join(' ');
  const validity = isUnlimited(bundle) ? unlimited : `${bundle.validity} ${t(`units.${bundle.validityUnit}`, bundle.validityUnit)}`;
  return (
    <button type="button" className="bb-bundle" disabled={disabled} onClick={() => onSelect(bundle)}>
      <span className="bb-bundle__text">
        <span className="bb-bundle__description">{bundle.description}</span>
        {data ? <span className="bb-bundle__meta">{data}</span> : null}
        <span className="bb-bundle__meta">
          {t('bundles.validity', 'Validity')}: {validity}
        </span>
      </span>
      <span className="bb-bundle__price">{formatMoney(Number(bundle.amount), bundle.currency || 'TZS', language)}</span>
    </button>
  );
}
