import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { usePressGuard } from '../ui/usePressGuard.ts';
import { useAnnounced } from '../ui/announcer/useAnnounced.ts';
import type { Bundle } from '../api/wire.ts';
import { useLanguage } from '../content/useCmsPackage.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { formatMoney } from '../ui/formatMoney.ts';
import './bundles.css';
import { BundleIcon } from './BundleIcon.tsx';
import { bundleIcon, groupBundles } from './bundles.ts';
import type { BundlesState } from './useBundles.ts';
import { useUnitTexts } from './useUnitTexts.ts';

/** Props of {@link BundleList}. */
export interface BundleListProps {
  state: BundlesState;
  /** True until the line is confirmed: bundles cannot be bought yet. */
  disabled: boolean;
  onSelect: (bundle: Bundle) => void;
  /**
   * The page's translation package: each page words its list (title, hint) in its own CMS
   * package, under the keys bundles.* and periods.* (unit patterns are shared: useUnitTexts).
   */
  ns: string;
}

/** The bundle catalogue of the line: period-type groups as headings, each bundle a button. */
export function BundleList({ state, disabled, onSelect, ns }: BundleListProps) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  // A11Y-3: the list arriving is said once: how many there are to choose from, or why none.
  useAnnounced(arrivalWords(state, t));
  return (
    <section
      className="bundle-list"
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      <h2 id={titleId}>{t('bundles.title', 'Bundles')}</h2>
      <BundleBody state={state} disabled={disabled} onSelect={onSelect} ns={ns} />
    </section>
  );
}

/** What is said when the list changes (A11Y-3); nothing while no number is confirmed. */
function arrivalWords(state: BundlesState, t: TFunction): string | undefined {
  if (state.status === 'loading') return t('bundles.loading', 'Loading bundles…');
  if (state.status === 'error') return t(HINTS.error[0], HINTS.error[1]);
  if (state.status !== 'ready') return undefined;
  const count = state.bundles.length;
  return count === 0
    ? t(HINTS.empty[0], HINTS.empty[1])
    : t('bundles.arrived', '{{count}} bundles to choose from', { count });
}

/** What the list says in place of bundles: key and English default, by why there are none. */
const HINTS = {
  idle: ['bundles.hint', 'Enter your mobile number to see the bundles for your line.'],
  error: ['bundles.unavailable', 'Bundles could not be loaded.'],
  empty: ['bundles.empty', 'No Data found'],
} as const;

function BundleBody({ state, disabled, onSelect, ns }: BundleListProps) {
  const { t } = useTranslation(ns);
  const hint = (why: keyof typeof HINTS) => (
    <p className="bundle-list__hint">{t(HINTS[why][0], HINTS[why][1])}</p>
  );
  switch (state.status) {
    case 'idle':
      return hint('idle');
    case 'loading':
      return (
        <div className="page__stack">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="4.5rem" radius="0.5rem" className="bundle-list__skeleton" />
          ))}
        </div>
      );
    case 'error':
      return hint('error');
    case 'ready':
      if (state.bundles.length === 0) return hint('empty');
      return (
        <>
          {groupBundles(state.bundles).map((group) => (
            <div key={group.periodType} className="bundle-group">
              <h3>{t(`periods.${group.periodType}`, group.periodType)}</h3>
              <ul className="bundle-group__list">
                {group.bundles.map((bundle) => (
                  <li key={bundle.productCode}>
                    <BundleCard bundle={bundle} disabled={disabled} onSelect={onSelect} ns={ns} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      );
  }
}

function BundleCard({
  bundle,
  disabled,
  onSelect,
  ns,
}: {
  bundle: Bundle;
  disabled: boolean;
  onSelect: (bundle: Bundle) => void;
  ns: string;
}) {
  const { t } = useTranslation(ns);
  const language = useLanguage();
  const units = useUnitTexts();
  const unlimited = t('bundles.unlimited', 'Unlimited');
  const data = units.quantity(bundle.data, bundle.dataUnit, unlimited);
  const validity = units.validity(bundle.validity, bundle.validityUnit, unlimited);
  // A11Y-2: while the number is checked again the cards stay in the tab order; a press waits.
  const guard = usePressGuard<HTMLButtonElement>({
    waitingFor: disabled ? t('line.checking', 'Checking number…') : undefined,
    onClick: () => onSelect(bundle),
  });
  return (
    <button type="button" className="tile-button bundle-card" {...guard}>
      <BundleIcon name={bundleIcon(bundle)} />
      <span className="bundle-card__text">
        <span className="bundle-card__description">{bundle.description}</span>
        {data ? <span className="bundle-card__data">{data}</span> : null}
        {validity ? (
          <span className="bundle-card__validity">
            {t('bundles.validity', 'Validity')}: {validity}
          </span>
        ) : null}
      </span>
      <span className="bundle-card__price">
        {formatMoney(Number(bundle.amount), bundle.currency || 'TZS', language)}
      </span>
    </button>
  );
}
