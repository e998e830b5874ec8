import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { hbbAddressSpec } from './hbbAddress.spec.ts';

// HBB-5, HBB-6
describeModel(
  'reaches every state and takes every transition, and at every step shows what the rules say (address plus town, landmark plus town, town; the map picker after three misses; a place used only once confirmed)',
  hbbAddressSpec,
  (report) => {
    expectFullCoverage(report, ['notFound']);
  },
);
