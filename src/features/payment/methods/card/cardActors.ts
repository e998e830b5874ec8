/** The real I/O of the card statechart: initiation payload, process call, status, analytics. */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { track } from '../../../../analytics/analytics.ts';
import { runtimeConfig } from '../../../../api/runtimeConfig.ts';
import { getStatus, initiate, process } from '../../../../api/transactions.api.ts';
import type { InitiationPayload } from '../../../../api/wire.ts';
import type {
  InitiateInput,
  InitiateResult,
  ProcessInput,
  ProcessResult,
} from '../../../../../machines/payment.shared.ts';
import type { PopupEvent, PopupInput } from '../../../../../machines/card.machine.ts';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type { StatusInput, StatusOutcome } from '../../../../../machines/shared.ts';
import { leadAccountId, leadTransactionType } from '../enterprise.ts';
import type { MethodProps } from '../types.ts';
import { abandonScript, openPaystack, PAYSTACK_CHANNELS, paystackKey } from './paystack.ts';

/**
 * The Paystack inline popup of one transaction, with the amount x 100 and the transaction id as
 * reference. Stopped (answered, or the machine's load time ran out): later callbacks are ignored
 * and a script still loading is abandoned, so a later payment can load it again.
 */
export function paystackPopupActor(props: MethodProps) {
  return fromCallback<EventObject, PopupInput>(({ input, sendBack }) => {
    const scriptUrl = runtimeConfig().paystackScriptUrl;
    let live = true;
    const answer = (type: PopupEvent['type']) => () => {
      if (live) sendBack({ type });
    };
    openPaystack(scriptUrl, {
      key: paystackKey(props.config.payStackConfig),
      email: input.email,
      amount: Math.round(props.charge.amount * 100),
      ref: input.transactionId,
      currency: props.charge.currency,
      channels: PAYSTACK_CHANNELS,
      callback: answer('card.popupSuccess'),
      onClose: answer('card.popupClosed'),
    }).then(answer('card.popupOpened'), (error: unknown) => {
      console.warn('[card] Paystack popup could not open', error);
      answer('card.popupFailed')();
    });
    return () => {
      live = false;
      abandonScript(scriptUrl);
    };
  });
}

/** Card payments always go through a payment gateway. */
export const CARD_PAYMENT_MODE = 'PG';

/** The initiation payload of PAY-8 for a card payment. */
export function cardInitiationPayload(
  props: MethodProps,
  email: string,
  gateway: string,
): InitiationPayload {
  const { session, charge, enterprise } = props;
  const invoice = session.invoiceDetail;
  const payload: InitiationPayload = {
    amount: charge.amount,
    countryCode: runtimeConfig().countryCode,
    emailId: email,
    mobileNumber: session.msisdn,
    currencyCode: charge.currency,
    paymentGateway: gateway,
    transactionType: leadTransactionType(session, enterprise, 'PG'),
    paymentMode: CARD_PAYMENT_MODE,
    loggedInNumber: session.msisdn,
  };
  if (session.productCode) payload.productCode = session.productCode;
  const unit = session.bundleInfo?.dataUnit ?? session.dataUnit;
  if (unit) payload.unit = unit;
  if (invoice) {
    payload.accountId = invoice.accountNo;
    payload.invoiceNumber = invoice.invoiceNo;
  }
  const leadId = leadAccountId(enterprise);
  if (leadId) payload.accountId = leadId;
  return payload;
}

/** Analytics of one card step: the amount as value, the gateway or code as label, never a number. */
function report(step: string, outcome: Outcome<unknown>, amount: number, gateway: string): void {
  track({
    category: 'payment_card',
    action: `${step}_${outcome.ok ? 'success' : 'failure'}`,
    label: outcome.ok ? gateway : outcome.code,
    value: amount,
  });
}

/** Actors for `cardMachine.provide({ actors })`. POSTs are sent once: no retry here or below. */
export function cardActors(props: MethodProps) {
  return {
    initiatePayment: fromPromise<Outcome<InitiateResult>, InitiateInput>(async ({ input }) => {
      const gateway = input.gateway ?? '';
      const outcome = await initiate(cardInitiationPayload(props, input.email ?? '', gateway));
      report('initiate', outcome, props.charge.amount, gateway);
      return outcome;
    }),
    processPayment: fromPromise<Outcome<ProcessResult>, ProcessInput>(async ({ input }) => {
      const gateway = input.gateway ?? '';
      const outcome = await process({
        transactionId: input.transactionId,
        isSubscriberRequest: true,
        paymentMode: CARD_PAYMENT_MODE,
        proccessFlag: true,
        paymentGateway: gateway,
        ...(props.session.invoiceDetail
          ? { accountId: props.session.invoiceDetail.accountNo }
          : {}),
      });
      report('process', outcome, props.charge.amount, gateway);
      return outcome as Outcome<ProcessResult>;
    }),
    fetchStatus: fromPromise<StatusOutcome, StatusInput>(({ input, signal }) =>
      getStatus(input.transactionId, signal),
    ),
    paystackPopup: paystackPopupActor(props),
  };
}
