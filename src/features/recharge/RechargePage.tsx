import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTPAID_CONTENT, PREPAID_CONTENT } from '../../app/routeContent.ts';
import type { RouteContent } from '../../app/routeHandle.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useToast } from '../../ui/toastContext.ts';
import type { RechargeKind } from './paymentData.ts';
import type { FormPackage } from '../../forms/formPackage.ts';
import { isFormPackage } from './isFormPackage.ts';
import { RechargeForm, type LineExtras } from './RechargeForm.tsx';
import { usePortalConfig } from '../../data/usePortalConfig.ts';
import './recharge.css';
import { useGenericText } from '../../content/useGenericText.ts';

const NS = 'recharge-translation';

/** CMS form package of each page. */
const FORM_PACKAGE: Record<RechargeKind, string> = {
  prepaid: 'form-prepaid-recharge',
  postpaid: 'form-postpaid-amount',
};

/** Route content of each page: its heading and intro. */
const PAGE_CONTENT: Record<RechargeKind, RouteContent> = {
  prepaid: PREPAID_CONTENT,
  postpaid: POSTPAID_CONTENT,
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
  const config = usePortalConfig();
  const form = useCmsPackage(FORM_PACKAGE[kind], isFormPackage);
  // After a language switch the package reloads: keep showing the last one meanwhile, so the
  // form (and the line already checked) stays put instead of flashing back to a skeleton.
  const [shown, setShown] = useState<FormPackage | undefined>(undefined);
  if (form.status === 'ready' && form.data !== shown) setShown(form.data);
  const pkg = form.status === 'ready' ? form.data : shown;
  const { generic, orGeneric } = useGenericText(NS);
  const failure =
    config.status === 'error'
      ? orGeneric(config.message)
      : form.status === 'error' && !pkg
        ? generic
        : '';

  useEffect(() => {
    if (failure) toast.show({ type: 'error', message: failure });
  }, [failure, toast]);

  return (
    <RoutePage className="recharge" content={PAGE_CONTENT[kind]}>
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
    </RoutePage>
  );
}
