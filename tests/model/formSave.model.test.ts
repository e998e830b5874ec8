import { formSaveMachine } from '../../machines/formSave.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { fail, ok, rejected } from './outcomes.ts';

describeModel(
  'editing -> submitting -> sent, or back to editing on a 400 or a failure; again',
  {
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
  },
  (report) => {
    expectFullCoverage(report, ['400']);
  },
);
