/**
 * Rules of the help centre (machines/helpCentre.machine.ts): 1 categories and popular questions,
 * 2 a category's questions, 3 a sub-category, 4 one answer; Back returns to the stage the answer
 * was opened from; a category with its own link opens it; the vote shows the thank-you at once
 * and the content is refetched only when the server returned data.
 */
import { describe, expect, it, vi } from 'vitest';
import { helpCentreMachine } from './helpCentre.machine.ts';
import { flush, startScripted, type Answer } from './testing/simulatedActor.ts';

function startHelp(...votes: Answer[]) {
  const opened = vi.fn();
  const refetched = vi.fn();
  const machine = helpCentreMachine.provide({
    actions: { openLink: (_, params) => opened(params), refetchContent: () => refetched() },
  });
  const run = startScripted(machine, undefined as never, {
    sendVote: votes.length ? votes : [{ refetch: true } as never],
  });
  return { ...run, opened, refetched };
}

const stage = (run: ReturnType<typeof startHelp>) => run.actor.getSnapshot().value;

describe('helpCentre rules: stages and Back', () => {
  it('opens on stage 1 with nothing chosen', () => {
    const run = startHelp();
    expect(stage(run)).toBe('stage1');
    expect(run.actor.getSnapshot().context).toEqual({
      category: '',
      subCategory: '',
      questionId: '',
      returnTo: 'stage1',
    });
  });

  it('category -> sub-category -> question shows the answer; Back goes 4 -> 3 -> 2 -> 1', () => {
    const run = startHelp();
    run.actor.send({ type: 'help.category', category: 'Bundles' });
    expect(stage(run)).toBe('stage2');
    run.actor.send({ type: 'help.subCategory', subCategory: 'Data' });
    expect(stage(run)).toBe('stage3');
    run.actor.send({ type: 'help.question', questionId: 'Q7' });
    expect(stage(run)).toEqual({ stage4: 'notVoted' });
    expect(run.actor.getSnapshot().context).toEqual({
      category: 'Bundles',
      subCategory: 'Data',
      questionId: 'Q7',
      returnTo: 'stage3',
    });
    run.actor.send({ type: 'help.back' });
    expect(stage(run)).toBe('stage3');
    run.actor.send({ type: 'help.back' });
    expect(stage(run)).toBe('stage2');
    run.actor.send({ type: 'help.back' });
    expect(stage(run)).toBe('stage1');
  });

  it('a popular question on stage 1 opens its answer, and Back returns to stage 1', () => {
    const run = startHelp();
    run.actor.send({ type: 'help.question', questionId: 'Q1' });
    expect(run.actor.getSnapshot().context.questionId).toBe('Q1');
    run.actor.send({ type: 'help.back' });
    expect(stage(run)).toBe('stage1');
  });

  it("a question on a category's page opens its answer, and Back returns to that page", () => {
    const run = startHelp();
    run.actor.send({ type: 'help.category', category: 'Bundles' });
    run.actor.send({ type: 'help.question', questionId: 'Q2' });
    expect(run.actor.getSnapshot().context.questionId).toBe('Q2');
    run.actor.send({ type: 'help.back' });
    expect(stage(run)).toBe('stage2');
    expect(run.actor.getSnapshot().context.category).toBe('Bundles');
  });

  it('after Back to stage 1, a popular question returns to stage 1 again (not the old stage)', () => {
    const run = startHelp();
    run.actor.send({ type: 'help.category', category: 'Bundles' });
    run.actor.send({ type: 'help.subCategory', subCategory: 'Data' });
    run.actor.send({ type: 'help.question', questionId: 'Q7' });
    run.actor.send({ type: 'help.back' });
    run.actor.send({ type: 'help.back' });
    run.actor.send({ type: 'help.back' });
    run.actor.send({ type: 'help.question', questionId: 'Q1' });
    run.actor.send({ type: 'help.back' });
    expect(stage(run)).toBe('stage1');
  });

  // HELP-5: a question chosen from the search while an answer shows opens that answer, not voted.
  it('a question chosen on an answer opens its answer, not voted; Back still returns to where the first was opened', () => {
    const run = startHelp();
    run.actor.send({ type: 'help.category', category: 'Bundles' });
    run.actor.send({ type: 'help.question', questionId: 'Q2' });
    run.actor.send({ type: 'help.vote', like: true });
    expect(stage(run)).toEqual({ stage4: 'voted' });
    run.actor.send({ type: 'help.question', questionId: 'Q9' });
    expect(stage(run)).toEqual({ stage4: 'notVoted' });
    expect(run.actor.getSnapshot().context.questionId).toBe('Q9');
    run.actor.send({ type: 'help.back' });
    expect(stage(run)).toBe('stage2');
  });

  it('the same question chosen again on its own answer keeps the thank-you', () => {
    const run = startHelp();
    run.actor.send({ type: 'help.question', questionId: 'Q1' });
    run.actor.send({ type: 'help.vote', like: false });
    run.actor.send({ type: 'help.question', questionId: 'Q1' });
    expect(stage(run)).toEqual({ stage4: 'voted' });
  });

  it('a category with its own link (Contact Us) opens the link and stays on stage 1', () => {
    const run = startHelp();
    run.actor.send({ type: 'help.category', category: 'Contact Us', link: '/contact-us' });
    expect(run.opened).toHaveBeenCalledWith({ link: '/contact-us' });
    expect(stage(run)).toBe('stage1');
    expect(run.actor.getSnapshot().context.category).toBe('');
  });

  it('a category without a link (an empty one too) shows its questions', () => {
    const run = startHelp();
    run.actor.send({ type: 'help.category', category: 'Bundles', link: '' });
    expect(run.opened).not.toHaveBeenCalled();
    expect(stage(run)).toBe('stage2');
  });
});

describe('helpCentre rules: the feedback vote', () => {
  async function answerShown(...votes: Answer[]) {
    const run = startHelp(...votes);
    run.actor.send({ type: 'help.question', questionId: 'Q1' });
    return run;
  }

  it('a thumbs up shows the thank-you at once and sends the vote for that question', async () => {
    const run = await answerShown();
    run.actor.send({ type: 'help.vote', like: true });
    expect(stage(run)).toEqual({ stage4: 'voted' });
    await flush();
    expect(run.calls.sendVote).toEqual([{ questionId: 'Q1', like: true }]);
  });

  it('a thumbs down sends like false', async () => {
    const run = await answerShown();
    run.actor.send({ type: 'help.vote', like: false });
    await flush();
    expect(run.calls.sendVote).toEqual([{ questionId: 'Q1', like: false }]);
  });

  it('content is refetched when the server returned data, not otherwise', async () => {
    const withData = await answerShown({ refetch: true } as never);
    withData.actor.send({ type: 'help.vote', like: true });
    await flush();
    expect(withData.refetched).toHaveBeenCalledTimes(1);
    const without = await answerShown({ refetch: false } as never);
    without.actor.send({ type: 'help.vote', like: true });
    await flush();
    expect(without.refetched).not.toHaveBeenCalled();
  });

  it('a failed vote keeps the thank-you on screen', async () => {
    const run = await answerShown({ reject: 'offline' });
    run.actor.send({ type: 'help.vote', like: true });
    await flush();
    expect(stage(run)).toEqual({ stage4: 'voted' });
    expect(run.refetched).not.toHaveBeenCalled();
  });
});
