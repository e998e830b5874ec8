import { describe, expect, it } from 'vitest';
import { classifyStatus, paymentStatusMachine } from '../../machines/paymentStatus.machine.ts';
import { expectFullCoverage } from './expectations.ts';
import { itReplaysModel } from './modelTest.ts';
import { fail, rejected, status } from './outcomes.ts';

describe('paymentStatus machine (model)', () => {
  itReplaysModel(
    'REQUEST_REGISTERED refetches once a second up to 5 times; ALREADY_PROCESSED counts as REQUEST_REGISTERED',
    {
      name: 'paymentStatus',
      machine: paymentStatusMachine,
      input: { transactionId: 'T-1' },
      events: [{ type: 'status.return' }],
      outcomes: {
        fetchStatus: [
          status('SUCCESS'),
          status('FAILED'),
          status('FALIURE'),
          status('REQUEST_REGISTERED'),
          status('ALREADY_PROCESSED'),
          status('REQUEST_RAISED'),
          status('IN_PROCESS'),
          status('CANCELLED'),
          fail('500', 'x'),
          rejected,
        ],
      },
    },
    (report) => {
      expectFullCoverage(report, ['500']);
      expect(report.actionsRun).toContain('returnToRedirectPage');
    },
  );
  it('classifies every status of the spec', () => {
    expect(
      [
        'SUCCESS',
        'FAILED',
        'FALIURE',
        'REQUEST_REGISTERED',
        'REQUEST_RAISED',
        'IN_PROCESS',
        'CANCELLED',
      ].map(classifyStatus),
    ).toEqual(['success', 'failed', 'failed', 'processing', 'processing', 'processing', 'failed']);
  });
});
