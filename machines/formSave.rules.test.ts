/**
 * Rules of a form sent with form/v2/save (contact us, service experience;
 * machines/formSave.machine.ts): one save per submit, the reference shown after it, a failure
 * back to the form with its data and the server's text, and "send another" starting a blank form.
 */
import { describe, expect, it } from 'vitest';
import { formSaveMachine } from './formSave.machine.ts';
import {
  failOutcome,
  flush,
  okOutcome,
  startScripted,
  type Answer,
} from './testing/simulatedActor.ts';

const message = { fullName: 'Asha Said', message: 'No network in Mbezi' };

function startForm(...answers: Answer[]) {
  return startScripted(formSaveMachine, undefined as never, { saveForm: answers });
}

async function submit(
  run: ReturnType<typeof startForm>,
  fields: Record<string, unknown> = message,
) {
  run.actor.send({ type: 'form.submit', fields });
  await flush();
}

describe('formSave rules', () => {
  it('a new form has no data, no reference and no error', () => {
    const run = startForm(okOutcome({ referenceId: 'FRM1' }));
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context).toEqual({
      fields: null,
      referenceId: null,
      error: null,
    });
  });

  it('a submit sends the form data once and shows the reference FRM1', async () => {
    const run = startForm(okOutcome({ referenceId: 'FRM1' }));
    await submit(run);
    expect(run.calls.saveForm).toEqual([{ fields: message }]);
    expect(run.actor.getSnapshot().value).toBe('sent');
    expect(run.actor.getSnapshot().context.referenceId).toBe('FRM1');
  });

  it('a save answered without a reference is still sent, with no reference to show', async () => {
    const run = startForm(okOutcome({}));
    await submit(run);
    expect(run.actor.getSnapshot().value).toBe('sent');
    expect(run.actor.getSnapshot().context.referenceId).toBeNull();
  });

  it('a refused save (400) returns to the form with its data and the server text', async () => {
    const run = startForm(failOutcome('400', 'contactNumber: Invalid Mobile No'));
    await submit(run);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fields).toEqual(message);
    expect(snapshot.context.error).toEqual({
      code: '400',
      message: 'contactNumber: Invalid Mobile No',
    });
    expect(snapshot.context.referenceId).toBeNull();
  });

  it('a save lost on the network is "Something Went Wrong!" (generic), never retried by itself', async () => {
    const run = startForm({ reject: 'offline' });
    await submit(run);
    await flush();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'generic' });
    expect(run.calls.saveForm).toHaveLength(1);
  });

  it('submitting again after a failure clears the error and sends the corrected data', async () => {
    const run = startForm(failOutcome('400', 'Invalid'), okOutcome({ referenceId: 'FRM2' }));
    await submit(run);
    run.actor.send({ type: 'form.submit', fields: { ...message, fullName: 'Asha' } });
    expect(run.actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(run.calls.saveForm).toEqual([
      { fields: message },
      { fields: { ...message, fullName: 'Asha' } },
    ]);
    expect(run.actor.getSnapshot().context.referenceId).toBe('FRM2');
  });

  it('"send another" after a sent form starts blank: no data, no reference, no error', async () => {
    const run = startForm(okOutcome({ referenceId: 'FRM1' }));
    await submit(run);
    run.actor.send({ type: 'form.again' });
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context).toEqual({
      fields: null,
      referenceId: null,
      error: null,
    });
  });

  it('a save answered with no result at all is still sent, with no reference to show', async () => {
    const run = startForm(okOutcome(undefined));
    await submit(run);
    expect(run.actor.getSnapshot().value).toBe('sent');
    expect(run.actor.getSnapshot().context.referenceId).toBeNull();
  });
});
