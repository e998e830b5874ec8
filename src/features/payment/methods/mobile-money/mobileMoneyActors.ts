/**
 * The real calls of mobile money: operator-number check, OTP (with username and mode), initiate,
 * push process, PIN, status.
 */
import { mobileMoneyMachine } from '../../../../../machines/mobileMoney.machine.ts';
import {
  numberCheckActor,
  operatorNumberMachine,
} from '../../../../../machines/operatorNumber.machine.ts';
import { validateNumber } from '../../../../api/portal.api.ts';
import { pinFlowActors, walletActors, type WalletDeps } from '../shared/walletActors.ts';

/** The mobile-money machine with real calls; side-effect actions are added by the screen. */
export function mobileMoneyWithCalls(deps: WalletDeps) {
  return mobileMoneyMachine.provide({
    actors: {
      ...pinFlowActors(deps, 'mobile_money'),
      // The PIN variant initiates with the OTP's token; the push variant has none.
      ...walletActors(deps, { tracking: 'mobile_money', type: 'AM', token: 'ifAny' }),
      operatorNumber: operatorNumberMachine.provide({
        actors: {
          checkNumber: numberCheckActor(async (number) => (await validateNumber(number)).ok),
        },
      }),
    },
  });
}
