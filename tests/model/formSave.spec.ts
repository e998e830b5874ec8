/**
 * The formSave machine's model (FORM-10): two different forms sent, 'Send another', and the
 * answers form/v2/save may give. Shared by the model test (tests/model/formSave.model.test.ts),
 * the fast oracle replay (machines/formSave.oracle.test.ts) and the page's state test
 * (src/features/contact/FormSavePage.states.test.tsx).
 */
import { formSaveMachine } from '../../machines/formSave.machine.ts';
import { formSaveOracle } from './formSave.oracle.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { fail, ok, rejected } from './outcomes.ts';

export const formSaveSpec = {
  name: 'formSave',
  machine: formSaveMachine,
  events: [
    { type: 'form.submit', fields: { message: 'Hello there, Twiga' } },
    { type: 'form.submit', fields: { message: 'No signal since Monday.' } },
    { type: 'form.again' },
  ],
  outcomes: {
    saveForm: [
      ok({ referenceId: 'FRM1' }),
      ok({}),
      fail('400', 'contactNumber: Invalid Mobile No'),
      rejected,
    ],
  },
  oracle: formSaveOracle,
} satisfies ModelSpec;

/** formSave states as the page tells them apart: by state, the failure shown and the reference. */
export const formSaveStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const { error, referenceId } = snapshot.context as {
    error: { code: string } | null;
    referenceId: string | null;
  };
  return `${leafStates(snapshot)}${error ? `, error ${error.code}` : ''}${referenceId ? `, reference ${referenceId}` : ''}`;
};
