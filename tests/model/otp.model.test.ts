import { otpMachine } from '../../machines/otp.machine.ts';
import { fail, ok, rejected } from './outcomes.ts';
import { expectFullCoverage } from './expectations.ts';
import { describeModel } from './modelTest.ts';
import { otpOracle } from './otp.oracle.ts';

describeModel(
  'reaches every state and takes every transition, and at every step shows what the rules say (5 attempts, 2003 one fewer, 2002 exhausted, resend after 60 s, 4001/400 close after 11 s)',
  {
    name: 'otp',
    machine: otpMachine,
    input: { family: 'payment', msisdn: '712000001' },
    displayOnly: ['secondsLeft'],
    oracle: otpOracle,
    // Past the 60 s resend countdown and the 11 s self-close, from every state reached.
    probeSeconds: 61,
    events: [
      { type: 'otp.change', code: '12' },
      { type: 'otp.change', code: '123456' },
      { type: 'otp.resend' },
      { type: 'modal.close' },
    ],
    outcomes: {
      sendOtp: [
        ok({ id: 'ref-1' }),
        fail('502', 'max limit exhausted, please try after sometime.'),
        rejected,
      ],
      resendOtp: [
        ok({ id: 'ref-2' }),
        fail('502', 'max limit exhausted, please try after sometime.'),
        rejected,
      ],
      verifyOtp: [
        ok({ uniqueCode: 'u-1', tokenType: 'Bearer', accessToken: 't' }),
        fail('2003', 'Please enter correct OTP'),
        fail('2002', 'Maximum attempts exhausted.'),
        fail('4001', 'server text'),
        fail('400', 'bad request'),
        fail('9999', 'other'),
        rejected,
      ],
    },
  },
  (report) => {
    expectFullCoverage(report, ['2003', '2002', '4001', '400', '502']);
  },
);
