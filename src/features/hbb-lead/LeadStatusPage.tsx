import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordsPending } from '../../app/pageArrival.ts';
import { Link } from 'react-router-dom';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { DetailList } from '../../ui/DetailList.tsx';
import { loadLeadId } from './hbbConfig.ts';
import { LeadTrackSection } from './LeadTrackSection.tsx';

/** The unprefixed `lead-status-config` package: where the page's links go. */
export interface LeadStatusConfig {
  homePage: string;
  leadPage: string;
}

const isPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/');

export function isLeadStatusConfig(value: unknown): value is LeadStatusConfig {
  const config = value as Partial<LeadStatusConfig> | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    isPath(config.homePage) &&
    isPath(config.leadPage)
  );
}

const DEFAULT_CONFIG: LeadStatusConfig = { homePage: '/', leadPage: '/hbb-lead' };
/** The spec's constant for lead success. */
const THANK_YOU = 'Thank you for reaching out';

/**
 * /hbb-lead-status: 'Thank you for reaching out' with the lead id stored by the lead page, or a
 * way to start one; and tracking any lead by its reference (docs/decisions.md "Tracking a lead").
 */
export function LeadStatusPage() {
  const { t, ready } = useTranslation('lead-status-translation');
  const headingId = useId();
  const config = useCmsPackage('lead-status-config', isLeadStatusConfig, { prefixed: false });
  const { homePage, leadPage } = config.data ?? DEFAULT_CONFIG;
  const [leadId] = useState(loadLeadId);
  return (
    <section className="page hbb hbb-status" aria-labelledby={headingId}>
      <h1 id={headingId} {...wordsPending(ready)}>
        {t('title', 'Lead status')}
      </h1>
      {leadId ? (
        <div className="hbb-card">
          <p className="hbb-status__thanks">{t('thankYou', THANK_YOU)}</p>
          <p>
            {t(
              'received',
              'We have received your home broadband request. Our team will call you to arrange the installation.',
            )}
          </p>
          <DetailList
            className="hbb-selected__list"
            rows={[[t('leadId', 'Your lead ID'), leadId]]}
          />
        </div>
      ) : (
        <div className="hbb-card">
          <p>{t('noLead', 'We have no home broadband request from this browser yet.')}</p>
          <p>
            <Link to={leadPage}>{t('startLead', 'Get home broadband')}</Link>
          </p>
        </div>
      )}
      <LeadTrackSection knownLeadId={leadId} />
      <p>
        <Link to={homePage}>{t('home', 'Go to home page')}</Link>
      </p>
    </section>
  );
}
