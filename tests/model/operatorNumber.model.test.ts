import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { operatorNumberSpec } from './operatorNumber.spec.ts';

// WAL-5, WAL-6
describeModel(
  "takes every transition, and at every step holds each number's answer the rules give (9 digits checked once, an invalid one checked again, a submit handed on only when valid)",
  operatorNumberSpec,
  (report) => {
    expectFullCoverage(report, []);
  },
);
