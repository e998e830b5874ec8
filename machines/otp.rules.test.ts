/**
 * Rules of the OTP modal, pinned with the spec's literal values on a real actor and a simulated
 * clock (issue 14): 6 digits, the sixth submits; a 60 s resend countdown; 5 attempts, 2003 takes
 * one, 2002 ends them and hides resend; 4001 / 400 close the modal 11 s later; 502 on send or
 * resend closes it with the code. Each test checks what the dialog shows (src/otp/OtpDialog.tsx
 * reads the same states and context) or what the service receives.
 */
import { describe, expect, it } from 'vitest';
import { otpMachine } from './otp.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const NUMBER = '712000001';
const WRONG = failOutcome('2003', 'Please enter correct OTP');
const VERIFIED = okOutcome({ uniqueCode: 'U-1', tokenType: 'Bearer', accessToken: 'T-1' });

/** Opens the modal (the code is sent) with the verify answers given. */
async function open(
  answers: Partial<Record<'sendOtp' | 'resendOtp' | 'verifyOtp', Answer[]>> = {},
) {
  const run = startScripted(
    otpMachine,
    { family: 'payment', msisdn: NUMBER },
    {
      sendOtp: [okOutcome({ id: 'REF-1' })],
      resendOtp: [okOutcome({ id: 'REF-2' })],
      verifyOtp: [VERIFIED],
      ...answers,
    },
  );
  await flush();
  return run;
}

type Run = Awaited<ReturnType<typeof open>>;

async function type(run: Run, code: string) {
  run.actor.send({ type: 'otp.change', code });
  await flush();
}

async function resend(run: Run) {
  run.actor.send({ type: 'otp.resend' });
  await flush();
}

async function close(run: Run) {
  run.actor.send({ type: 'modal.close' });
  await flush();
}

const snapshot = (run: Run) => run.actor.getSnapshot();
const context = (run: Run) => snapshot(run).context;
const entering = (run: Run) => snapshot(run).matches({ active: { entry: 'editing' } });
const resendOffered = (run: Run) => snapshot(run).matches({ active: { resend: 'available' } });

describe('OTP: sending the code', () => {
  // OTP-2, OTP-3, OTP-12
  it('sends one code to the number typed, then asks for it with 5 attempts and 60 s before resend', async () => {
    const run = await open();
    expect(run.calls.sendOtp).toEqual([{ family: 'payment', msisdn: NUMBER }]);
    expect(entering(run)).toBe(true);
    expect(context(run)).toMatchObject({ attemptsLeft: 5, secondsLeft: 60, code: '', error: null });
  });

  // OTP-8
  it('502 on send (send limit) closes the modal with the code and the server text', async () => {
    const run = await open({
      sendOtp: [failOutcome('502', 'max limit exhausted, please try after sometime.')],
    });
    expect(snapshot(run).status).toBe('done');
    expect(snapshot(run).output).toEqual({
      status: 'closed',
      error: { code: '502', message: 'max limit exhausted, please try after sometime.' },
    });
  });

  // API-4
  it('a send that never answers (network) closes the modal with "Something Went Wrong!"', async () => {
    const run = await open({ sendOtp: [{ reject: 'network' }] });
    expect(snapshot(run).output).toEqual({ status: 'closed', error: { code: 'generic' } });
  });
});

describe('OTP: 6 digits, the sixth submits', () => {
  // OTP-1, OTP-12
  it('five digits wait; the sixth sends the code with the id of the send', async () => {
    const run = await open();
    await type(run, '12345');
    expect(entering(run)).toBe(true);
    expect(context(run).code).toBe('12345');
    expect(run.calls.verifyOtp).toEqual([]);
    await type(run, '123456');
    expect(run.calls.verifyOtp).toEqual([{ family: 'payment', id: 'REF-1', otp: '123456' }]);
  });

  // OTP-1
  it('only exactly 6 digits submit: a seventh digit or a letter before them does not', async () => {
    const run = await open();
    await type(run, 'a123456');
    await type(run, '1234567');
    expect(run.calls.verifyOtp).toEqual([]);
    expect(entering(run)).toBe(true);
  });

  // OTP-1
  it('keeps digits only and at most 6 of them in the boxes', async () => {
    const run = await open();
    await type(run, '1a2-3');
    expect(context(run).code).toBe('123');
    await type(run, '1234567');
    expect(context(run).code).toBe('123456');
  });

  // OTP-9
  it('the right code verifies and hands the parent the id and the token', async () => {
    const run = await open();
    await type(run, '123456');
    expect(snapshot(run).status).toBe('done');
    expect(snapshot(run).output).toEqual({
      status: 'verified',
      family: 'payment',
      id: 'REF-1',
      uniqueCode: 'U-1',
      tokenType: 'Bearer',
      accessToken: 'T-1',
    });
  });

  // OTP-9, OTP-11
  it('an invoice OTP (bill fetch) verifies with its own family and no token', async () => {
    const run = startScripted(
      otpMachine,
      { family: 'invoice', msisdn: NUMBER },
      { sendOtp: [okOutcome({ id: 'OTP-9' })], verifyOtp: [okOutcome({})] },
    );
    await flush();
    expect(run.calls.sendOtp).toEqual([{ family: 'invoice', msisdn: NUMBER }]);
    await type(run, '654321');
    expect(run.calls.verifyOtp).toEqual([{ family: 'invoice', id: 'OTP-9', otp: '654321' }]);
    expect(snapshot(run).output).toEqual({ status: 'verified', family: 'invoice', id: 'OTP-9' });
  });
});

describe('OTP: 5 attempts; 2003 takes one, 2002 ends them', () => {
  // OTP-4
  it('2003 shows "Please enter correct OTP" with 4 attempts left and empties the boxes', async () => {
    const run = await open({ verifyOtp: [WRONG] });
    await type(run, '111111');
    expect(entering(run)).toBe(true);
    expect(context(run)).toMatchObject({
      attemptsLeft: 4,
      code: '',
      error: { code: '2003', message: 'Please enter correct OTP' },
    });
  });

  // OTP-3, OTP-4
  it('each wrong code takes one attempt: 4, 3, 2, 1', async () => {
    const run = await open({ verifyOtp: [WRONG] });
    const left: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      await type(run, '111111');
      left.push(context(run).attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
  });

  // OTP-4, OTP-16
  it("the server's own figure of attempts left wins when it sends one", async () => {
    const run = await open({
      verifyOtp: [failOutcome('2003', 'Please enter correct OTP', { attemptsLeft: 2 })],
    });
    await type(run, '111111');
    expect(context(run).attemptsLeft).toBe(2);
  });

  // OTP-4
  it('the error disappears while the next code is being checked', async () => {
    const run = await open({ verifyOtp: [WRONG, VERIFIED] });
    await type(run, '111111');
    run.actor.send({ type: 'otp.change', code: '123456' });
    expect(snapshot(run).matches({ active: { entry: 'verifying' } })).toBe(true);
    expect(context(run).error).toBeNull();
  });

  // OTP-5
  it('the fifth wrong code (2002) shows "Maximum attempts exhausted." with 0 attempts left', async () => {
    const run = await open({
      verifyOtp: [WRONG, WRONG, WRONG, WRONG, failOutcome('2002', 'Maximum attempts exhausted.')],
    });
    for (let attempt = 0; attempt < 5; attempt++) await type(run, '111111');
    expect(snapshot(run).matches({ active: { entry: 'exhausted' } })).toBe(true);
    expect(context(run)).toMatchObject({
      attemptsLeft: 0,
      error: { code: '2002', message: 'Maximum attempts exhausted.' },
    });
  });

  // OTP-5
  it('after 2002 no code is checked and resend is not offered, even once 60 s have passed', async () => {
    const run = await open({ verifyOtp: [failOutcome('2002', 'Maximum attempts exhausted.')] });
    await type(run, '111111');
    await run.elapseSeconds(60);
    await resend(run);
    await type(run, '222222');
    expect(run.calls.resendOtp).toEqual([]);
    expect(run.calls.verifyOtp).toHaveLength(1);
    expect(snapshot(run).matches({ active: { entry: 'exhausted' } })).toBe(true);
  });

  // OTP-5, OTP-14
  it('closing the modal after 2002 hands the parent no error (it was on screen already)', async () => {
    const run = await open({ verifyOtp: [failOutcome('2002', 'Maximum attempts exhausted.')] });
    await type(run, '111111');
    await close(run);
    expect(snapshot(run).output).toEqual({ status: 'closed', error: null });
  });
});

describe('OTP: 4001 and 400 close the modal after 11 s; other failures at once', () => {
  for (const [code, text] of [
    ['4001', 'OTP session expired'],
    ['400', 'Bad request'],
  ] as const) {
    // OTP-6, OTP-7, OTP-14
    it(`${code} shows the message, still open at 10 s, closed at 11 s, no second toast`, async () => {
      const run = await open({ verifyOtp: [failOutcome(code, text)] });
      await type(run, '111111');
      expect(snapshot(run).matches('closing')).toBe(true);
      expect(context(run).error).toEqual({ code, message: text });
      await run.elapseSeconds(10);
      expect(snapshot(run).status).toBe('active');
      await run.elapseSeconds(1);
      expect(snapshot(run).output).toEqual({ status: 'closed', error: null });
    });
  }

  // OTP-14
  it('another code closes the modal at once and hands the parent the code to show', async () => {
    const run = await open({ verifyOtp: [failOutcome('9999', 'Service down')] });
    await type(run, '111111');
    expect(snapshot(run).output).toEqual({
      status: 'closed',
      error: { code: '9999', message: 'Service down' },
    });
  });

  // API-4, OTP-14
  it('a verification that never answers closes with "Something Went Wrong!"', async () => {
    const run = await open({ verifyOtp: [{ reject: 'network' }] });
    await type(run, '111111');
    expect(snapshot(run).output).toEqual({ status: 'closed', error: { code: 'generic' } });
  });
});

describe('OTP: the 60 s resend countdown', () => {
  // OTP-2
  it('resend is not offered at 59 s (asking then sends nothing) and is at 60 s', async () => {
    const run = await open();
    await run.elapseSeconds(59);
    expect(context(run).secondsLeft).toBe(1);
    expect(resendOffered(run)).toBe(false);
    await resend(run);
    expect(run.calls.resendOtp).toEqual([]);
    await run.elapseSeconds(1);
    expect(resendOffered(run)).toBe(true);
    expect(context(run).secondsLeft).toBe(0);
  });

  // OTP-2, OTP-12
  it('resend asks for a new code for the same OTP id, then counts 60 s again', async () => {
    const run = await open();
    await run.elapseSeconds(60);
    await resend(run);
    expect(run.calls.resendOtp).toEqual([{ family: 'payment', id: 'REF-1' }]);
    expect(context(run).secondsLeft).toBe(60);
    await run.elapseSeconds(59);
    expect(resendOffered(run)).toBe(false);
    await run.elapseSeconds(1);
    expect(resendOffered(run)).toBe(true);
  });

  // OTP-12, OTP-15
  it('the code is then checked against the id the resend returned', async () => {
    const run = await open();
    await run.elapseSeconds(60);
    await resend(run);
    await type(run, '123456');
    expect(run.calls.verifyOtp).toEqual([{ family: 'payment', id: 'REF-2', otp: '123456' }]);
  });

  // OTP-15
  it('a resend that returns no id keeps the first one', async () => {
    const run = await open({ resendOtp: [okOutcome({ id: '' })] });
    await run.elapseSeconds(60);
    await resend(run);
    await type(run, '123456');
    expect(run.calls.verifyOtp).toEqual([{ family: 'payment', id: 'REF-1', otp: '123456' }]);
  });

  // OTP-4
  it('a resend clears the wrong-code message but keeps the attempts left', async () => {
    const run = await open({ verifyOtp: [WRONG] });
    await type(run, '111111');
    await run.elapseSeconds(60);
    await resend(run);
    expect(context(run)).toMatchObject({ error: null, attemptsLeft: 4 });
  });

  // OTP-8
  it('502 on resend closes the modal with the code and the server text', async () => {
    const run = await open({
      resendOtp: [failOutcome('502', 'max limit exhausted, please try after sometime.')],
    });
    await run.elapseSeconds(60);
    await resend(run);
    expect(snapshot(run).output).toEqual({
      status: 'closed',
      error: { code: '502', message: 'max limit exhausted, please try after sometime.' },
    });
  });

  // API-4
  it('a resend that never answers closes with "Something Went Wrong!"', async () => {
    const run = await open({ resendOtp: [{ reject: 'network' }] });
    await run.elapseSeconds(60);
    await resend(run);
    expect(snapshot(run).output).toEqual({ status: 'closed', error: { code: 'generic' } });
  });
});

describe('OTP: the person can close the modal at any time', () => {
  // OTP-10
  it('while the code is being sent', async () => {
    const run = startScripted(
      otpMachine,
      { family: 'payment', msisdn: NUMBER },
      { sendOtp: [okOutcome({ id: 'REF-1' })] },
    );
    run.actor.send({ type: 'modal.close' });
    expect(snapshot(run).output).toEqual({ status: 'closed', error: null });
  });

  // OTP-10, OTP-14
  it('while typing, after a wrong code: the parent gets no error to show again', async () => {
    const run = await open({ verifyOtp: [WRONG] });
    await type(run, '111111');
    await close(run);
    expect(snapshot(run).output).toEqual({ status: 'closed', error: null });
  });

  // OTP-6, OTP-10
  it('while a 4001 message waits to close itself', async () => {
    const run = await open({ verifyOtp: [failOutcome('4001', 'OTP session expired')] });
    await type(run, '111111');
    await close(run);
    expect(snapshot(run).output).toEqual({ status: 'closed', error: null });
  });
});

/**
 * A flow that forgets to give the modal one of its calls must not leave it hanging: the call
 * fails, and the modal closes with "Something Went Wrong!" like a network failure.
 */
describe('OTP: a call the flow did not provide fails safe', () => {
  // API-4
  it('no send: the modal closes with "Something Went Wrong!"', async () => {
    const run = startScripted(otpMachine, { family: 'payment', msisdn: NUMBER }, {});
    await flush();
    expect(snapshot(run).output).toEqual({ status: 'closed', error: { code: 'generic' } });
  });

  // API-4
  it('no verify: the sixth digit closes the modal with "Something Went Wrong!"', async () => {
    const run = startScripted(
      otpMachine,
      { family: 'payment', msisdn: NUMBER },
      { sendOtp: [okOutcome({ id: 'REF-1' })] },
    );
    await flush();
    await type(run, '123456');
    expect(snapshot(run).output).toEqual({ status: 'closed', error: { code: 'generic' } });
  });

  // API-4
  it('no resend: asking for a new code closes the modal with "Something Went Wrong!"', async () => {
    const run = startScripted(
      otpMachine,
      { family: 'payment', msisdn: NUMBER },
      { sendOtp: [okOutcome({ id: 'REF-1' })] },
    );
    await flush();
    await run.elapseSeconds(60);
    await resend(run);
    expect(snapshot(run).output).toEqual({ status: 'closed', error: { code: 'generic' } });
  });
});
