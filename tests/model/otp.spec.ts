/**
 * The OTP machine's model: the events a person sends and the answers its calls may give. Shared by
 * the model test (tests/model/otp.model.test.ts) and the dialog's state test
 * (src/otp/OtpDialog.states.test.tsx), which renders the dialog in every state this model reaches.
 */
import { otpMachine } from '../../machines/otp.machine.ts';
import { leafStates, type ModelSpec } from './harness.ts';
import { otpOracle } from './otp.oracle.ts';
import { fail, ok, rejected } from './outcomes.ts';

export const otpSpec = {
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
} satisfies ModelSpec;

/** OTP states as the dialog tells them apart: by their leaves and the error shown (2003, 2002 ...). */
export const otpStateKey = (snapshot: { value: unknown; context: unknown }) => {
  const error = (snapshot.context as { error?: { code?: string } | null }).error;
  return `${leafStates(snapshot)}${error ? `, error ${error.code}` : ''}`;
};
