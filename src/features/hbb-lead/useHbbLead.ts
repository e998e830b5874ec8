import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import {
  hbbLeadMachine,
  type LeadDetails,
  type LeadPaymentParams,
} from '../../../machines/hbbLead.machine.ts';
import { saveEnterpriseFlag, savePaymentSession } from '../../session/paymentSession.ts';
import { saveLeadId } from './hbbConfig.ts';
import { leadActors } from './hbbActors.ts';
import { buildLeadPaymentSession } from './leadPayload.ts';
import { PATHS } from '../../routes/paths.ts';

/** Holds the last submitted details outside React's render data. */
class SubmittedDetails {
  #details: LeadDetails | null = null;
  get(): LeadDetails | null {
    return this.#details;
  }
  set(details: LeadDetails): void {
    this.#details = details;
  }
}

/**
 * The lead statechart with the real calls. Its side effects: the lead id and the enterprise
 * broadband flag (the lead id travels to the payment as its account id) are stored on success,
 * the plan's payment session is saved before /payment/start, and 'not available' goes to
 * `redirectPage`. `submitDetails` remembers the details for the OTP send (it needs email and name).
 */
export function useHbbLead(redirectPage: string) {
  const navigate = useNavigate();
  // The details of the running submit, for the OTP send; a plain holder, not rendering state.
  const [submitted] = useState(() => new SubmittedDetails());
  const [actors] = useState(() => leadActors(() => submitted.get()));
  const machine = hbbLeadMachine.provide({
    actors,
    actions: {
      storeLeadId: (_, { leadId }: { leadId: string }) => {
        saveLeadId(leadId);
        saveEnterpriseFlag({ enabled: true, id: leadId });
      },
      redirectToPayment: ({ context }, { plan, contactNumber }: LeadPaymentParams) => {
        savePaymentSession(
          buildLeadPaymentSession(
            plan,
            { contactNumber, email: context.details?.email ?? '' },
            context.lineType,
          ),
        );
        void navigate(PATHS.paymentStart); // HBB-8
      },
      redirectToPage: () => void navigate(redirectPage),
    },
  });
  const [snapshot, send, actorRef] = useMachine(machine, { input: {} });
  const submitDetails = (next: LeadDetails) => {
    submitted.set(next);
    send({ type: 'form.submit', details: next });
  };
  return { snapshot, send, actorRef, submitDetails };
}
