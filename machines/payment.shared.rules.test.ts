/**
 * Rules every paying machine shares (issue 14), pinned on a real actor: only a verified payment
 * OTP gives the payment an Authorization, and a machine the screen forgot to give its real calls
 * fails like an unreachable service ('generic', "Something Went Wrong!"), never silently.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mpesaMachine } from './mpesa.machine.ts';
import { authFrom, paymentActors } from './payment.shared.ts';
import { flush, okOutcome, startScripted } from './testing/simulatedActor.ts';

describe('the payment auth comes from a verified OTP only', () => {
  // API-8, OTP-9
  it('a verified OTP hands over its uniqueCode, tokenType and accessToken', () => {
    expect(
      authFrom({
        status: 'verified',
        family: 'payment',
        id: 'REF-1',
        uniqueCode: 'UC-1',
        tokenType: 'Bearer',
        accessToken: 'T-1',
      }),
    ).toEqual({ uniqueCode: 'UC-1', tokenType: 'Bearer', accessToken: 'T-1' });
  });

  // API-8
  it('a closed OTP modal hands over no auth', () => {
    expect(authFrom({ status: 'closed', error: { code: '2003' } })).toBeNull();
  });
});

describe('a payment machine without its real calls fails as unreachable', () => {
  const settle = async () => {
    for (let i = 0; i < 5; i++) await flush();
  };
  const submit = { type: 'form.submit', paymentMobile: '742000001', email: 'a@b.tz' } as const;

  // API-4
  it('no initiation call: back to the form with "generic"', async () => {
    const actor = createActor(mpesaMachine, { input: {} }).start();
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });

  // API-4
  it('no processing call: back to the form with "generic"', async () => {
    const { actor } = startScripted(
      mpesaMachine,
      {},
      { initiatePayment: [okOutcome({ transactionId: 'TX-1' })] },
    );
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'generic' });
  });
});

describe('a screen that forgets one of the payment calls learns which one', () => {
  // The placeholders exist so a missing `machine.provide` fails loudly and names the call.
  it.each(['initiatePayment', 'processPayment', 'fetchStatus'] as const)('%s', async (name) => {
    const call = createActor(
      paymentActors[name] as never,
      { input: { transactionId: 'TX-1' } } as never,
    );
    const failure = new Promise<unknown>((resolve) => call.subscribe({ error: resolve }));
    call.start();
    expect(String(await failure)).toContain(`'${name}' not provided`);
  });
});
