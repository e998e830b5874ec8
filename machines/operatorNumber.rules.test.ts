/**
 * Rules of the wallet page's operator-number check (machines/operatorNumber.machine.ts): only a
 * number of 9 digits is checked, each number once unless it failed, a failed check shows
 * 'Please enter valid {product} number' (`invalid`), and a submit reaches the payment only for
 * a number whose check said valid.
 */
import { describe, expect, it } from 'vitest';
import { startInParent } from './testing/operatorNumberParent.ts';

/** The check inside a parent that records each `form.submit`; the test answers every call. */
function startWallet() {
  const pending: Array<{ number: string; answer: (ok: boolean | Error) => void }> = [];
  const { child, submitted } = startInParent(
    (number) =>
      new Promise<boolean>((resolve, reject) =>
        pending.push({
          number,
          answer: (ok) => (ok instanceof Error ? reject(ok) : resolve(ok)),
        }),
      ),
  );
  /** Answers the oldest open call for `number`. */
  const answer = async (number: string, ok: boolean | Error) => {
    const index = pending.findIndex((call) => call.number === number);
    pending.splice(index, 1)[0]!.answer(ok);
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  const checks = () => child.getSnapshot().context.numberChecks;
  const asked = () => pending.map((call) => call.number);
  return { child, submitted, answer, checks, asked };
}

describe('operatorNumber rules', () => {
  it('starts with no number checked and no submit waiting', () => {
    const { child } = startWallet();
    expect(child.getSnapshot().context).toEqual({ numberChecks: {}, submitWhenValid: null });
  });

  it('8 or 10 digits, or letters, are never checked and a submit of them goes nowhere', async () => {
    const { child, asked, submitted, checks } = startWallet();
    for (const number of ['71200000', '7120000011', 'abcdefghi', ' 71200000']) {
      child.send({ type: 'number.typed', number });
      child.send({ type: 'number.submit', number });
    }
    expect(asked()).toEqual([]);
    expect(checks()).toEqual({});
    expect(submitted).toEqual([]);
    expect(child.getSnapshot().context.submitWhenValid).toBeNull();
  });

  it('a number the operator refuses is invalid (the screen shows the error) and is checked again when typed again', async () => {
    const { child, asked, answer, checks } = startWallet();
    child.send({ type: 'number.typed', number: '712999999' });
    await answer('712999999', false);
    expect(checks()).toEqual({ '712999999': 'invalid' });
    child.send({ type: 'number.typed', number: '712999999' });
    expect(asked()).toEqual(['712999999']);
    expect(checks()).toEqual({ '712999999': 'checking' });
  });

  it('a check lost on the network counts as invalid', async () => {
    const { child, answer, checks, submitted } = startWallet();
    child.send({ type: 'number.submit', number: '712000001' });
    await answer('712000001', new Error('offline'));
    expect(checks()).toEqual({ '712000001': 'invalid' });
    expect(submitted).toEqual([]);
  });

  it('each number keeps its own answer', async () => {
    const { child, answer, checks } = startWallet();
    child.send({ type: 'number.typed', number: '712000001' });
    child.send({ type: 'number.typed', number: '712999999' });
    await answer('712999999', false);
    await answer('712000001', true);
    expect(checks()).toEqual({ '712000001': 'valid', '712999999': 'invalid' });
  });

  it('a submit waiting for one number is not sent by another number found valid', async () => {
    const { child, answer, submitted } = startWallet();
    child.send({ type: 'number.typed', number: '712000002' });
    child.send({ type: 'number.submit', number: '712000001' });
    expect(child.getSnapshot().context.submitWhenValid).toBe('712000001');
    await answer('712000002', true);
    expect(submitted).toEqual([]);
    expect(child.getSnapshot().context.submitWhenValid).toBe('712000001');
    await answer('712000001', true);
    expect(submitted).toEqual(['712000001']);
    expect(child.getSnapshot().context.submitWhenValid).toBeNull();
  });

  it('a submit whose number turns out invalid is dropped: a later valid answer does not pay', async () => {
    const { child, answer, submitted } = startWallet();
    child.send({ type: 'number.submit', number: '712999999' });
    await answer('712999999', false);
    expect(child.getSnapshot().context.submitWhenValid).toBeNull();
    child.send({ type: 'number.typed', number: '712999999' });
    await answer('712999999', true);
    expect(submitted).toEqual([]);
  });

  it('a submit of a valid number goes to the payment at once, every time it is pressed', async () => {
    const { child, answer, submitted, asked } = startWallet();
    child.send({ type: 'number.typed', number: '712000001' });
    await answer('712000001', true);
    child.send({ type: 'number.submit', number: '712000001' });
    child.send({ type: 'number.submit', number: '712000001' });
    expect(submitted).toEqual(['712000001', '712000001']);
    expect(asked()).toEqual([]);
  });
});
