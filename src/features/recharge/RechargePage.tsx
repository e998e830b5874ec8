import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useToast } from '../../ui/toastContext.ts';
import type { RechargeKind } from './paymentData.ts';
import type { FormPackage } from '../../forms/formPackage.ts';
import { isFormPackage } from './isFormPackage.ts';
import { RechargeForm, type LineExtras } from './RechargeForm.tsx';
import { usePortalConfig } from '../../data/usePortalConfig.ts';
import './recharge.css';

const NS = 'recharge-translation';

/** CMS form package of each page. */
const FORM_PACKAGE: Record<RechargeKind, string> = {
  prepaid: 'form-prepaid-recharge',
  postpaid: 'form-postpaid-amount',
};

/** Props of {@link RechargePage}. */
export interface RechargePageProps {
  kind: RechargeKind;
  /** What the page adds once the line is confirmed (the postpaid bill lookup). */
  lineExtras?: LineExtras;
}

/** Heading, intro and, once config and form package are in, the recharge form. */
export function RechargePage({ kind, lineExtras }: RechargePageProps) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const headingId = useId();
  const config = usePortalConfig();
  const form = useCmsPackage(FORM_PACKAGE[kind], isFormPackage);
  // After a language switch the package reloads: keep showing the last one meanwhile, so the
  // form (and the line already checked) stays put instead of flashing back to a skeleton.
  const [shown, setShown] = useState<FormPackage | undefined>(undefined);
  if (form.status === 'ready' && form.data !== shown) setShown(form.data);
  const pkg = form.status === 'ready' ? form.data : shown;
  const generic = t('errors.generic', 'Something Went Wrong!');
  const failure =
    config.status === 'error'
      ? config.message || generic
      : form.status === 'error' && !pkg
        ? generic
        : '';

  useEffect(() => {
    if (failure) toast.show({ type: 'error', message: failure });
  }, [failure, toast]);

  const title =
    kind === 'prepaid'
      ? t('prepaid.title', 'Buy airtime and bundles')
      : t('postpaid.title', 'Pay your postpaid bill');
  const intro =
    kind === 'prepaid'
      ? t(
          'prepaid.intro',
          'Enter a Twiga prepaid number, then type an amount of airtime or choose a bundle.',
        )
      : t('postpaid.intro', 'Enter a Twiga postpaid number, look up the bill and pay it.');

  return (
    <section className="page recharge" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p className="page__muted">{intro}</p>
      {failure ? (
        <p className="page__muted">
          {t('errors.pageUnavailable', 'This page could not be loaded. Please try again later.')}
        </p>
      ) : config.status === 'ready' && pkg ? (
        <RechargeForm kind={kind} pkg={pkg} config={config.config} lineExtras={lineExtras} />
      ) : (
        <div className="page__stack" aria-hidden="true">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" width="50%" />
        </div>
      )}
    </section>
  );
}
