import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { hbbAddressMachine } from '../../../machines/hbbAddress.machine.ts';
import type { otpMachine } from '../../../machines/otp.machine.ts';
import { HBB_LEAD_CONTENT } from '../../app/routeContent.ts';
import { useAnnounced } from '../../ui/announcer/useAnnounced.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { Button, Skeleton, useToast } from '../../ui/index.ts';
import { AddressModal } from './AddressModal.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import { DeviceCard } from './DeviceCard.tsx';
import { isHbbLeadConfig, loadStoredDevice } from './hbbConfig.ts';
import { OtpDialog } from '../../otp/OtpDialog.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import { SuccessModal, UnavailableModal } from './OutcomeModals.tsx';
import { SelectedPlanCard } from './SelectedPlanCard.tsx';
import { useHbbLead } from './useHbbLead.ts';
import { useHbbText } from './useHbbText.ts';
import './hbb-lead.css';

/** The CMS package with the default device and the redirect page. */
export const CONFIG_PACKAGE = 'hbb-lead-config';
/** Until the config arrives (or if it fails), 'not available' goes home. */
const FALLBACK_REDIRECT = '/';

/**
 * /hbb-lead: device card, plan table and Selected Plan card, then the customer details, the
 * installation address, the number check, the OTP and the lead; the statechart decides each step.
 */
export function HbbLeadPage() {
  const { text, errorText } = useHbbText();
  const toast = useToast();
  const navigate = useNavigate();
  const config = useCmsPackage(CONFIG_PACKAGE, isHbbLeadConfig);
  const [stored] = useState(loadStoredDevice);
  // A11Y-1: the plan step drawn again after the details step's Back puts focus on the chosen plan.
  const [backFromDetails, setBackFromDetails] = useState(false);
  const device = stored ?? config.data?.device ?? null;
  const redirectPage = config.data?.redirectPage ?? FALLBACK_REDIRECT;
  const { snapshot, send, submitDetails } = useHbbLead(redirectPage);
  const { plans, plan, details, leadId, error } = snapshot.context;

  useEffect(() => {
    if (error) toast.show({ type: 'error', message: errorText(error) });
  }, [error, errorText, toast]);

  // What shows follows the state's tags (HbbLeadTag, machines/hbbLead.types.ts).
  const onPlanStep = snapshot.hasTag('planStep');
  const busy = !snapshot.hasTag('detailsEditable');
  const children = snapshot.children as Record<string, unknown>;
  const addressActor = snapshot.hasTag('addressOpen')
    ? (children.hbbAddress as ActorRefFrom<typeof hbbAddressMachine> | undefined)
    : undefined;
  const otpActor = snapshot.hasTag('otpOpen')
    ? (children.otp as ActorRefFrom<typeof otpMachine> | undefined)
    : undefined;
  // The lead is over (on its way to /payment/start): the modal stays until the page changes.
  const leadDone = snapshot.status === 'done' && leadId !== '';

  // A11Y-3: words that come with a new line are said through the announcer, once each.
  const loadingPlans = text('plans.loading', 'Loading plans…');
  const progress = snapshot.hasTag('checkingNumber')
    ? text('progress.validating', 'Checking your number…')
    : snapshot.hasTag('submitting')
      ? text('progress.submitting', 'Sending your request…')
      : undefined;
  useAnnounced(snapshot.hasTag('plansLoading') && onPlanStep ? loadingPlans : progress);
  return (
    <RoutePage className="hbb" content={HBB_LEAD_CONTENT}>
      {device ? <DeviceCard device={device} /> : <Skeleton height="8rem" />}
      {onPlanStep ? (
        <>
          {snapshot.hasTag('plansLoading') ? (
            <div className="hbb-card" aria-busy="true">
              <p>{loadingPlans}</p>
              <Skeleton height="2.5rem" />
              <Skeleton height="2.5rem" />
            </div>
          ) : (
            <PlanChoice
              plans={plans}
              selected={plan}
              backFromDetails={backFromDetails}
              onSelect={(next) => send({ type: 'plan.select', plan: next })}
            />
          )}
          <SelectedPlanCard plan={plan} />
          <div className="hbb-actions">
            <Button variant="secondary" onClick={() => void navigate(redirectPage)}>
              {text('buttons.back', 'Back')}
            </Button>
            <Button
              disabled={!snapshot.can({ type: 'plan.proceed' })}
              // A11Y-2: a press before a plan is chosen says what is missing.
              disabledReason={text('plans.chooseFirst', 'Choose a plan first.')}
              onClick={() => send({ type: 'plan.proceed' })}
            >
              {text('buttons.proceed', 'Proceed')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <SelectedPlanCard plan={plan} />
          <DetailsStep
            initial={details}
            busy={busy}
            onSubmit={submitDetails}
            onBack={() => {
              setBackFromDetails(true);
              send({ type: 'plan.back' });
            }}
          />
          {progress ? <p>{progress}</p> : null}
        </>
      )}
      {addressActor ? (
        <AddressModal actor={addressActor} town={details?.town ?? ''} send={send} />
      ) : null}
      {otpActor ? <OtpDialog actor={otpActor} flow="lead" /> : null}
      {snapshot.hasTag('successShown') || leadDone ? <SuccessModal leadId={leadId} /> : null}
      {snapshot.hasTag('unavailableShown') ? (
        <UnavailableModal onExplore={() => void navigate(redirectPage)} />
      ) : null}
    </RoutePage>
  );
}
