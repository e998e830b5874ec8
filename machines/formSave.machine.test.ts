import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formSaveMachine, type FormFields, type FormSaveResult } from './formSave.machine.ts';
import type { Outcome } from './outcome.ts';

function start(answer: () => Promise<Outcome<FormSaveResult>>) {
  const sent: FormFields[] = [];
  const actor = createActor(
    formSaveMachine.provide({
      actors: {
        saveForm: fromPromise<Outcome<FormSaveResult>, { fields: FormFields }>(
          async ({ input }) => {
            sent.push(input.fields);
            return answer();
          },
        ),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('formSave machine', () => {
  // FORM-10
  it('a double submit sends once and ends sent with the reference', async () => {
    let release: (o: Outcome<FormSaveResult>) => void = () => {};
    const { actor, sent } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'form.submit', fields: { message: 'one' } });
    actor.send({ type: 'form.submit', fields: { message: 'two' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    release({ ok: true, result: { referenceId: 'FRM1' } });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([{ message: 'one' }]);
    expect(actor.getSnapshot().context.referenceId).toBe('FRM1');
  });

  it('a 400 goes back to editing with the code, the server message and the data kept', async () => {
    const { actor } = start(async () => ({
      ok: false,
      code: '400',
      message: 'contactNumber: Invalid Mobile No',
    }));
    actor.send({ type: 'form.submit', fields: { contactNumber: '1' } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fields: { contactNumber: '1' },
      error: { code: '400', message: 'contactNumber: Invalid Mobile No' },
    });
  });

  it('a rejected call is the generic error; a new submit clears it', async () => {
    let fail = true;
    const { actor, sent } = start(async () => {
      if (fail) throw new Error('network');
      return { ok: true, result: {} };
    });
    actor.send({ type: 'form.submit', fields: { a: 1 } });
    await waitFor(actor, (s) => s.context.error?.code === 'generic');
    fail = false;
    actor.send({ type: 'form.submit', fields: { a: 2 } });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().context.referenceId).toBeNull();
  });

  it('form.again from sent starts an empty form', async () => {
    const { actor } = start(async () => ({ ok: true, result: { referenceId: 'FRM2' } }));
    actor.send({ type: 'form.submit', fields: { a: 1 } });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'form.again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ fields: null, referenceId: null, error: null });
  });
});
