/**
 * Rules of the card payment (spec: card payment, card payment channels), pinned on a real actor
 * with a simulated clock: choose a gateway and an email, initiate, process; a paystack-type
 * gateway opens the inline popup (its script must load within 20 s), the others redirect the
 * browser to the returned redirectUrl. Each test checks what the person meets: the popup opened
 * for this transaction, the page the browser goes to, the status page's cancelled flag, the toast.
 */
import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { cardMachine, isInlineGateway, type PopupInput } from './card.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const EMAIL = 'juma@example.co.tz';

interface Script {
  resumeTransactionId?: string;
  initiate?: Answer[];
  process?: Answer[];
  status?: Answer[];
}

function start(script: Script = {}) {
  const seen = {
    popups: [] as PopupInput[],
    redirects: [] as string[],
    statusPages: [] as { transactionId: string; cancelled: boolean }[],
    persisted: [] as string[],
    missingLogged: 0,
    popupFailures: 0,
  };
  const popup = fromCallback<EventObject, PopupInput>(({ input }) => {
    seen.popups.push(input);
  });
  const machine = cardMachine.provide({
    actions: {
      redirectTo: (_, { url }) => seen.redirects.push(url),
      navigateToStatus: (_, params) => seen.statusPages.push(params),
      persistTransaction: (_, { transactionId }) => seen.persisted.push(transactionId),
      logMissingTransaction: () => {
        seen.missingLogged += 1;
      },
      reportPopupFailure: () => {
        seen.popupFailures += 1;
      },
    },
  });
  const run = startScripted(
    machine,
    script.resumeTransactionId ? { resumeTransactionId: script.resumeTransactionId } : {},
    {
      initiatePayment: script.initiate ?? [okOutcome({ transactionId: 'T-5' })],
      processPayment: script.process ?? [okOutcome({ transactionId: 'T-5' })],
      fetchStatus: script.status ?? [okOutcome({ transactionStatus: 'SUCCESS' })],
    },
    { paystackPopup: popup },
  );
  return { ...run, seen };
}

async function pay(run: ReturnType<typeof start>, gateway: string) {
  run.actor.send({ type: 'form.submit', gateway, email: EMAIL });
  await flush();
  await flush();
}

describe('card: a paystack-type gateway pays in the inline popup, the others redirect', () => {
  // CARD-3
  it.each(['paystack', 'Paystack', 'PAYSTACK_NG', 'ng-paystack-card'])(
    '%s is a paystack-type gateway',
    (gateway) => expect(isInlineGateway(gateway)).toBe(true),
  );
  // CARD-3
  it.each(['dpo', 'selcom', 'pay-stack', ''])('%s is not', (gateway) =>
    expect(isInlineGateway(gateway)).toBe(false),
  );

  // CARD-1, PAY-8, PAY-9
  it('initiates and processes with the gateway and email, no payer number or OTP auth', async () => {
    const run = start();
    expect(run.actor.getSnapshot().value).toBe('form');
    await pay(run, 'Paystack');
    expect(run.calls.initiatePayment).toEqual([
      { paymentMobile: '', email: EMAIL, gateway: 'Paystack', auth: null },
    ]);
    expect(run.calls.processPayment).toEqual([
      { transactionId: 'T-5', paymentMobile: '', gateway: 'Paystack', auth: null },
    ]);
    expect(run.seen.persisted).toEqual(['T-5']);
  });

  // CARD-3
  it('paystack: the popup opens for this transaction and email; success shows the status page', async () => {
    const run = start();
    await pay(run, 'Paystack');
    expect(run.actor.getSnapshot().matches({ popup: 'loading' })).toBe(true);
    expect(run.seen.popups).toEqual([{ transactionId: 'T-5', email: EMAIL }]);
    expect(run.seen.redirects).toEqual([]);
    run.actor.send({ type: 'card.popupOpened' });
    expect(run.actor.getSnapshot().matches({ popup: 'open' })).toBe(true);
    run.actor.send({ type: 'card.popupSuccess' });
    await flush();
    expect(run.calls.fetchStatus).toEqual([{ transactionId: 'T-5' }]);
    expect(run.actor.getSnapshot().value).toBe('done');
    expect(run.seen.statusPages).toEqual([{ transactionId: 'T-5', cancelled: false }]);
    // The payment is over: a late popup event changes nothing.
    expect(run.actor.getSnapshot().status).toBe('done');
  });

  // CARD-3, CARD-7
  it('paystack: closing the popup shows the status page as cancelled, with no error toast', async () => {
    const run = start();
    await pay(run, 'paystack');
    run.actor.send({ type: 'card.popupOpened' });
    run.actor.send({ type: 'card.popupClosed' });
    expect(run.actor.getSnapshot().value).toBe('cancelled');
    expect(run.seen.statusPages).toEqual([{ transactionId: 'T-5', cancelled: true }]);
    expect(run.seen.popupFailures).toBe(0);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.calls.fetchStatus).toEqual([]);
  });

  // CARD-8
  it('paystack: a popup that cannot open shows the generic toast, then the cancelled status page', async () => {
    const run = start();
    await pay(run, 'paystack');
    run.actor.send({ type: 'card.popupFailed' });
    expect(run.seen.popupFailures).toBe(1);
    expect(run.seen.statusPages).toEqual([{ transactionId: 'T-5', cancelled: true }]);
  });

  // CARD-8
  it('paystack: the script gets 20 s to load; at 20 s the popup gives up like a failed one', async () => {
    const run = start();
    await pay(run, 'paystack');
    await run.elapseSeconds(19);
    expect(run.actor.getSnapshot().matches({ popup: 'loading' })).toBe(true);
    expect(run.seen.popupFailures).toBe(0);
    await run.elapseSeconds(1);
    expect(run.actor.getSnapshot().value).toBe('cancelled');
    expect(run.seen.popupFailures).toBe(1);
    expect(run.seen.statusPages).toEqual([{ transactionId: 'T-5', cancelled: true }]);
  });

  // CARD-8
  it('paystack: once the popup is open, 20 s pass without giving up', async () => {
    const run = start();
    await pay(run, 'paystack');
    run.actor.send({ type: 'card.popupOpened' });
    await run.elapseSeconds(25);
    expect(run.actor.getSnapshot().matches({ popup: 'open' })).toBe(true);
    expect(run.seen.popupFailures).toBe(0);
  });

  // CARD-3
  it('another gateway: the browser goes to the returned redirectUrl, no popup', async () => {
    const run = start({
      process: [
        okOutcome({ transactionId: 'T-5', redirectUrl: 'https://pay.example/checkout/T-5' }),
      ],
    });
    await pay(run, 'dpo');
    expect(run.actor.getSnapshot().value).toBe('redirecting');
    expect(run.seen.redirects).toEqual(['https://pay.example/checkout/T-5']);
    // The browser leaves for the gateway: the payment on this page is over.
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.seen.popups).toEqual([]);
  });

  // CARD-3, API-4
  it("another gateway without a redirectUrl: back to the form with 'Something Went Wrong!'", async () => {
    const run = start({ process: [okOutcome({ transactionId: 'T-5' })] });
    await pay(run, 'dpo');
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
    expect(run.seen.redirects).toEqual([]);
  });
});

describe('card: failures', () => {
  // PAY-11
  it('a process result without a transaction id is only logged; the form is usable again', async () => {
    const run = start({
      process: [
        okOutcome({ redirectUrl: 'https://pay.example/checkout/x' }),
        okOutcome({ transactionId: 'T-5' }),
      ],
    });
    await pay(run, 'paystack');
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.seen.missingLogged).toBe(1);
    expect(run.seen.popups).toEqual([]);
    expect(run.seen.redirects).toEqual([]);
    expect(run.seen.statusPages).toEqual([]);
    // Usable again: a second submit pays.
    await pay(run, 'paystack');
    expect(run.actor.getSnapshot().matches('popup')).toBe(true);
  });

  // API-3
  it('a failed processing goes back to the form with the server code and message', async () => {
    const run = start({ process: [failOutcome('400', 'Gateway unavailable')] });
    await pay(run, 'paystack');
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: '400',
      message: 'Gateway unavailable',
    });
    expect(run.seen.missingLogged).toBe(0);
    expect(run.seen.popups).toEqual([]);
  });

  // API-4
  it("a processing call that cannot be reached shows 'Something Went Wrong!' (generic)", async () => {
    const run = start({ process: [{ reject: 'network' }] });
    await pay(run, 'dpo');
    expect(run.actor.getSnapshot().value).toBe('form');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  // PAY-25
  it('after a reload with a stored transaction id: one status look-up, then the status page', async () => {
    const run = start({ resumeTransactionId: 'T-8' });
    await flush();
    expect(run.calls.fetchStatus).toEqual([{ transactionId: 'T-8' }]);
    expect(run.seen.statusPages).toEqual([{ transactionId: 'T-8', cancelled: false }]);
    expect(run.calls.initiatePayment).toEqual([]);
  });
});
