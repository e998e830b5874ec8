import { expectFullCoverage } from './expectations.ts';
import { formSaveSpec } from './formSave.spec.ts';
import { describeModel } from './modelTest.ts';

// FORM-10, ERR-3
describeModel(
  "editing -> submitting -> sent, or back to editing on a 400 or a failure; again; and at every step shows what the rules say (Sending… once, the reference, the server's 400 message above the kept form)",
  formSaveSpec,
  (report) => {
    expectFullCoverage(report, ['400']);
  },
);
