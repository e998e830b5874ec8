import { useId, useState } from 'react';
import type { LeadDetails } from '../../../machines/hbbLead.types.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { Button, Skeleton } from '../../ui/index.ts';
import { useStepArrival } from '../../ui/useStepArrival.ts';
import { toLeadDetails } from './leadPayload.ts';
import { useDetailsForm } from './useDetailsForm.ts';
import { useHbbText } from './useHbbText.ts';

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  /** Details submitted earlier (back from a failed step): the form starts with them. */
  initial: LeadDetails | null;
  /** True while the address, number, OTP or submit steps run. */
  busy: boolean;
  onSubmit: (details: LeadDetails) => void;
  onBack: () => void;
}

/** The customer details form built from the server's field-list schema, with Back. */
export function DetailsStep({ initial, busy, onSubmit, onBack }: DetailsStepProps) {
  const { text } = useHbbText();
  const headingId = useId();
  const state = useDetailsForm();
  // A11Y-1: Proceed on the plan step goes with that step; the person starts at this heading.
  const headingRef = useStepArrival<HTMLHeadingElement>();
  // Read once: the form keeps its own data while mounted.
  const [formData] = useState(() => (initial ? { ...initial } : undefined));
  return (
    <section
      className="hbb-card hbb-details"
      aria-labelledby={headingId}
      aria-busy={busy || state.status === 'loading'}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {text('details.heading', 'Your details')}
      </h2>
      <p>
        {text(
          'details.intro',
          'We use these details to check coverage at your address and to contact you.',
        )}
      </p>
      {state.status === 'ready' ? (
        <SchemaForm
          pkg={state.form.pkg}
          formData={formData}
          submitLabel={state.form.submitLabel ?? text('buttons.proceed', 'Proceed')}
          disabled={busy}
          onSubmit={(data) => onSubmit(toLeadDetails(data))}
        />
      ) : state.status === 'error' ? (
        <p role="alert">
          {text(
            'errors.formUnavailable',
            'The details form could not be loaded. Please try again later.',
          )}
        </p>
      ) : (
        <div aria-hidden="true" className="page__stack">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" width="60%" />
        </div>
      )}
      <div className="hbb-actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {text('buttons.back', 'Back')}
        </Button>
      </div>
    </section>
  );
}
