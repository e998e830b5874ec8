import { describe, it } from 'vitest';
import { formSaveMachine } from '../../machines/formSave.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { checkModel } from './harness.ts';
import { fail, ok, rejected } from './outcomes.ts';

describe('formSave machine (model)', () => {
  it('editing -> submitting -> sent, or back to editing on a 400 or a failure; again', async () => {
    const report = await checkModel({
      name: 'formSave',
      machine: formSaveMachine,
      events: [
        { type: 'form.submit', fields: { message: 'Hello there, Twiga' } },
        { type: 'form.again' },
      ],
      outcomes: {
        saveForm: [
          ok({ referenceId: 'FRM1' }),
          fail('400', 'contactNumber: Invalid Mobile No'),
          rejected,
        ],
      },
    });
    expectFullCoverage(report, ['400']);
  });
});
