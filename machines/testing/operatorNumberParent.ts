/**
 * The operator-number check as the wallet page runs it: invoked by a parent that records each
 * `form.submit` the check lets through. The machine's test and its rules test share it; each
 * answers `checkNumber` its own way (`check`).
 */
import { createActor, createMachine, type ActorRefFrom } from 'xstate';
import { numberCheckActor, operatorNumberMachine } from '../operatorNumber.machine.ts';

export function startInParent(check: (number: string) => Promise<boolean>) {
  const machine = operatorNumberMachine.provide({
    actors: { checkNumber: numberCheckActor(check) },
  });
  const submitted: string[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'operatorNumber', src: machine },
      on: {
        'form.submit': {
          actions: ({ event }) =>
            submitted.push(String((event as unknown as { paymentMobile: string }).paymentMobile)),
        },
      },
    }),
  ).start();
  const child = parent.getSnapshot().children.operatorNumber as ActorRefFrom<
    typeof operatorNumberMachine
  >;
  return { child, submitted };
}
