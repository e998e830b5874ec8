import { describe, expect, it } from 'vitest';
import { startInParent } from './testing/operatorNumberParent.ts';

/** A parent that keeps the numbers the check lets through, with answers the test controls. */
function start(answers: Record<string, boolean>) {
  const calls: string[] = [];
  const resolvers: Array<() => void> = [];
  const { child, submitted } = startInParent((number) => {
    calls.push(number);
    return new Promise<boolean>((resolve) => resolvers.push(() => resolve(!!answers[number])));
  });
  const answerAll = async () => {
    resolvers.splice(0).forEach((resolve) => resolve());
    await Promise.resolve();
    await Promise.resolve();
  };
  return { calls, submitted, child, answerAll };
}

describe('operatorNumber machine', () => {
  // WAL-5
  it('checks a number once 9 digits are typed, and not again while valid', async () => {
    const { calls, submitted, child, answerAll } = start({ '712000001': true });
    child.send({ type: 'number.typed', number: '71200000' });
    expect(calls).toEqual([]);
    child.send({ type: 'number.typed', number: '712000001' });
    child.send({ type: 'number.typed', number: '712000001' });
    expect(child.getSnapshot().context.numberChecks).toEqual({ '712000001': 'checking' });
    await answerAll();
    expect(child.getSnapshot().context.numberChecks).toEqual({ '712000001': 'valid' });
    child.send({ type: 'number.submit', number: '712000001' });
    expect(calls).toEqual(['712000001']);
    expect(submitted).toEqual(['712000001']);
  });

  // WAL-5
  it('a submit waits for its check; an invalid number goes nowhere and is checked again', async () => {
    const { calls, submitted, child, answerAll } = start({});
    child.send({ type: 'number.submit', number: '71200' });
    child.send({ type: 'number.submit', number: '712999999' });
    await answerAll();
    expect(child.getSnapshot().context.numberChecks).toEqual({ '712999999': 'invalid' });
    expect(submitted).toEqual([]);
    child.send({ type: 'number.submit', number: '712999999' });
    expect(calls).toEqual(['712999999', '712999999']);
  });

  it('a submit made while the typed number is checked goes on when it is valid', async () => {
    const { calls, submitted, child, answerAll } = start({ '712000001': true });
    child.send({ type: 'number.typed', number: '712000001' });
    child.send({ type: 'number.submit', number: '712000001' });
    expect(submitted).toEqual([]);
    await answerAll();
    expect(calls).toEqual(['712000001']);
    expect(submitted).toEqual(['712000001']);
  });
});
