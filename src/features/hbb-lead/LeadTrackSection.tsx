import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedLead } from '../../../machines/leadTrack.machine.ts';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { parseFormPackage, type FormPackage } from '../../forms/formPackage.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { useLeadTrack } from './useLeadTrack.ts';
import { useGenericText } from '../../content/useGenericText.ts';

const NS = 'lead-status-translation';

/** A CMS answer is checked, not trusted. */
const isFormPackage = (value: unknown): value is FormPackage => parseFormPackage(value).ok;

/** Props of {@link LeadTrackSection}. */
export interface LeadTrackSectionProps {
  /** The lead id this browser stored, so the person only adds the number. */
  knownLeadId?: string;
}

/**
 * 'Track your request': the lead reference and the lead's contact number (form package
 * `form-track-lead`), then the lead's status from subscriber/v1/track-lead, or a clear message.
 */
export function LeadTrackSection({ knownLeadId = '' }: LeadTrackSectionProps) {
  const { t } = useTranslation(NS);
  const { generic } = useGenericText(NS);
  const headingId = useId();
  const form = useCmsPackage('form-track-lead', isFormPackage);
  const [snapshot, send] = useLeadTrack();
  const tracking = snapshot.hasTag('tracking');
  // One object for the form's whole life, so a re-render never puts back what the person changed.
  const prefill = useMemo(
    () => (knownLeadId ? { refLeadId: knownLeadId } : undefined),
    [knownLeadId],
  );
  return (
    <section className="hbb-card hbb-track" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('track.heading', 'Track your request')}</h2>
      {form.status === 'ready' ? (
        <SchemaForm
          pkg={form.data}
          formData={prefill}
          submitLabel={t('track.submit', 'Track')}
          disabled={tracking}
          onSubmit={(data) =>
            send({
              type: 'track.submit',
              refLeadId: String(data.refLeadId ?? ''),
              contactNumber: String(data.contactNumber ?? ''),
            })
          }
        />
      ) : form.status === 'error' ? (
        <p>
          {t('track.unavailable', 'Tracking is not available right now. Please try again later.')}
        </p>
      ) : (
        <div aria-hidden="true">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      )}
      <div aria-live="polite">
        {tracking ? <p>{t('track.tracking', 'Looking up your request…')}</p> : null}
        {snapshot.hasTag('notFound') ? (
          <p className="hbb-error">
            {t(
              'track.notFound',
              'We could not find a request with this lead ID and contact number. Please check both and try again.',
            )}
          </p>
        ) : null}
        {snapshot.hasTag('errorShown') ? <p className="hbb-error">{generic}</p> : null}
      </div>
      {snapshot.hasTag('leadShown') && snapshot.context.lead ? (
        <TrackedLeadCard lead={snapshot.context.lead} />
      ) : null}
    </section>
  );
}

/**
 * The statuses the sandbox answers, with their English defaults; any other status a server sends
 * is shown as it comes, without a note.
 */
const STATUS_TEXT: Record<string, { label: string; note: string }> = {
  SUBMITTED: { label: 'Received', note: 'Our team will call you to arrange the installation.' },
  PAID: {
    label: 'Paid',
    note: 'Your payment is received. Our team will call you to book the installation.',
  },
};

/** The lead's status; focus moves to its heading so the answer is read out and seen at once. */
function TrackedLeadCard({ lead }: { lead: TrackedLead }) {
  const { t, i18n } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [lead]);
  const status = lead.leadStatus;
  const known = STATUS_TEXT[status];
  const created = lead.createdAt ? new Date(lead.createdAt) : null;
  const locale = i18n?.language === 'sw' ? 'sw-TZ' : 'en-GB';
  const rows: [string, string][] = [
    [t('track.leadId', 'Lead ID'), lead.refLeadId],
    [t('track.status', 'Status'), t(`statuses.${status}`, known?.label ?? status)],
  ];
  if (lead.planDescription) rows.push([t('track.plan', 'Plan'), lead.planDescription]);
  if (lead.city) rows.push([t('track.town', 'Town'), lead.city]);
  if (created && !Number.isNaN(created.getTime()))
    rows.push([t('track.date', 'Requested on'), created.toLocaleDateString(locale)]);
  return (
    <div className="hbb-track__result">
      <h3 ref={heading} tabIndex={-1}>
        {t('track.resultHeading', 'Your request')}
      </h3>
      {known ? <p>{t(`statusNotes.${status}`, known.note)}</p> : null}
      <DetailList className="hbb-selected__list" rows={rows} />
    </div>
  );
}
