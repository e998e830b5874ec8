import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceItem } from '../../api/wire.ts';
import { useUnitTexts } from '../../bundles/useUnitTexts.ts';
import { useLanguage } from '../../content/useCmsPackage.ts';
import { Modal } from '../../ui/index.ts';
import {
  formatBalance,
  formatExpiry,
  groupBalances,
  isUnlimitedBalance,
  type BalanceGroup,
} from './balances.ts';

const NS = 'broadband-translation';

/** Props of {@link ActiveBundlesDialog}. */
export interface ActiveBundlesDialogProps {
  msisdn: string;
  balances: BalanceItem[];
  onClose: () => void;
}

/**
 * The active-bundles popup: one table per group (DATA, then AIRTIME) with the bundle, its balance
 * (a dash for an unlimited one, with 'Unlimited' for screen readers) and its expiry date.
 */
export function ActiveBundlesDialog({ msisdn, balances, onClose }: ActiveBundlesDialogProps) {
  const { t } = useTranslation(NS);
  const groups = groupBalances(balances);
  return (
    <Modal open title={t('balance.title', 'Active bundles')} onClose={onClose}>
      <p className="page__muted">
        {t('balance.forNumber', 'Balances of +255 {{msisdn}}', { msisdn })}
      </p>
      {groups.length === 0 ? <p>{t('balance.empty', 'No Data found')}</p> : null}
      {groups.map(({ group, items }) => (
        <BalanceTable key={group} group={group} items={items} />
      ))}
    </Modal>
  );
}

function BalanceTable({ group, items }: { group: BalanceGroup; items: BalanceItem[] }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const units = useUnitTexts();
  const headingId = useId();
  const title = group === 'DATA' ? t('balance.data', 'Data') : t('balance.airtime', 'Airtime');
  return (
    <section className="balance-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <table className="balance-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('balance.bundle', 'Bundle')}</th>
            <th scope="col">{t('balance.balance', 'Balance')}</th>
            <th scope="col">{t('balance.expires', 'Expires')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={`${item.balanceDescription}-${index}`}>
              <th scope="row">{item.balanceDescription}</th>
              <td>
                {isUnlimitedBalance(item) ? (
                  <>
                    <span aria-hidden="true">{formatBalance(item, language, units)}</span>
                    <span className="visually-hidden">{t('balance.unlimited', 'Unlimited')}</span>
                  </>
                ) : (
                  formatBalance(item, language, units)
                )}
              </td>
              <td>{formatExpiry(item.expireTime, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
