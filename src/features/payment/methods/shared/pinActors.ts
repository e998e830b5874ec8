/** The PIN child machine wired to encryption and the authorised process call. */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../../../machines/outcome.ts';
import type { ProcessResult } from '../../../../../machines/payment.shared.ts';
import { pinMachine, type PaymentAuth } from '../../../../../machines/pin.machine.ts';
import { authProcess } from '../../../../api/transactions.api.ts';
import { encryptPin } from '../../pin/encryptPin.ts';
import { authToken, buildProcess } from './paymentPayload.ts';
import { tracked, type MethodName } from './tracking.ts';

/** What the process call needs besides the machine's input. */
export interface PinProcessDeps {
  paymentMode: string;
  /** The wallet number (read when the PIN is sent). */
  paymentMobile: () => string;
}

interface ProcessWithPin {
  transactionId: string;
  encryptedPin: string;
  auth: PaymentAuth | null;
}

const noToken: Outcome<never> = { ok: false, code: 'generic', message: '' };

/**
 * The PIN machine with real actors. The clear PIN exists only in the encrypt actor's input; the
 * process call sees the cipher. Missing OTP token: the generic failure (no call without it).
 */
export function pinMachineWithCalls(method: MethodName, deps: PinProcessDeps) {
  return pinMachine.provide({
    actors: {
      encryptPin: fromPromise<string, { pin: string; encryptionKey?: string }>(async ({ input }) =>
        encryptPin(input.pin, input.encryptionKey ? { publicKey: input.encryptionKey } : {}),
      ),
      processPayment: fromPromise<Outcome<ProcessResult>, ProcessWithPin>(
        tracked(method, 'pin', async ({ input }: { input: ProcessWithPin }) => {
          const token = authToken(input.auth);
          if (!token) return noToken;
          const payload = buildProcess(
            input.transactionId,
            deps.paymentMode,
            deps.paymentMobile(),
            { amPin: input.encryptedPin },
          );
          return authProcess(payload, token);
        }),
      ),
    },
  });
}
