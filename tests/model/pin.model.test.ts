import { pinMachine } from '../../machines/pin.machine.ts';
import { fail, ok, rejected } from './outcomes.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { pinOracle } from './pin.oracle.ts';

const outcomes = {
  encryptPin: [{ output: 'cipher' }, rejected],
  processPayment: [
    ok({ transactionId: 't-1', transactionStatus: 'IN_PROCESS' }),
    fail('1004', 'Please enter correct PIN'),
    fail('56D005', 'wrong'),
    fail('1006', 'locked'),
    fail('500', 'other'),
    rejected,
  ],
};
const events = [
  { type: 'pin.submit', pin: '12' },
  { type: 'pin.submit', pin: '1234' },
  { type: 'modal.close' },
];

describeModel(
  '1004 retries in place (mobile money), 56D005 ends with wrongPin (SmartCash re-initiates), 1006 locks; every step shows what the rules say (5 attempts, one fewer per wrong PIN, busy while checked)',
  {
    name: 'pin',
    machine: pinMachine,
    inputs: [
      { transactionId: 't-1', auth: null, wrongPinCodes: ['1004'], retryInPlace: true },
      {
        transactionId: 't-1',
        auth: null,
        encryptionKey: 'k',
        attemptsLeft: 2,
        wrongPinCodes: ['56D005'],
        retryInPlace: false,
      },
    ],
    events,
    outcomes,
    oracle: pinOracle,
  },
  (report) => {
    expectFullCoverage(report, ['1004', '56D005', '1006']);
  },
);
